// English translation of the website maintenance contract (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Website maintenance services agreement',
  summary:
    'For monthly website maintenance: updates, backups, security, included support hours, response times and an annual IPCA adjustment.',
  clauses: [
    {
      key: 'partes',
      heading: 'Parties',
      paragraphs: [
        'SERVICE PROVIDER: {{profissional.nome}}, enrolled in the Brazilian taxpayer registry (CPF/CNPJ) under no. {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}}, e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'CLIENT: {{cliente.nome}}, enrolled in the Brazilian taxpayer registry (CPF/CNPJ) under no. {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}}, e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties identified above enter into this services agreement, governed by articles 593 to 609 of the Brazilian Civil Code and by the following clauses.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Purpose and scope',
      paragraphs: [
        'The purpose of this agreement is the provision by the Service Provider of ongoing maintenance services for the Client’s website(s) identified in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement and comprises the following items:',
        '{{proposta.itens}}',
        'First paragraph. Maintenance comprises: a) updating the platform, themes and plugins or dependencies; b) periodic backup copies; c) availability and security monitoring; d) minor content and layout adjustments and technical support, within the monthly hours included in the proposal.',
        'Second paragraph. Unless the proposal provides otherwise, the following are outside the scope: a new layout or redesign, new features, production of texts and images, marketing campaigns, fixing defects in third-party code beyond the included hours, and recovering from problems that already existed when the agreement began, which will be quoted separately.',
        'Third paragraph. The Service Provider undertakes an obligation of means: it will apply good market practice to keep the website up to date, available and secure, without guaranteeing uninterrupted availability or immunity from failures or attacks.',
      ],
    },
    {
      key: 'vigencia',
      heading: 'Term and renewal',
      paragraphs: [
        'This agreement runs for {{contrato.vigencia_meses}} months from its signature and renews automatically for successive equal periods unless either party notifies the other in writing, at least 30 (thirty) days before the end of the current period, that it does not wish to renew it.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Onboarding and maintenance routine',
      paragraphs: [
        'Onboarding (review of the website, inventory of versions and access, first full backup and set-up of monitoring) will be completed within {{contrato.prazo_entrega}} days counted from payment of the first monthly fee and receipt of the access provided for in this agreement, whichever occurs last; the review will be sent to the Client by e-mail.',
        'First paragraph. Updates will be made at least once a month, always preceded by a backup and, where possible, tested in a staging environment; critical security updates will be applied as a priority as soon as they are available.',
        'Second paragraph. Backups of the files and the database will be made at least weekly, kept for at least 30 (thirty) days and stored outside the hosting server, with restricted access.',
        'Third paragraph. By the 10th (tenth) day of each month, the Service Provider will send a report on the previous month listing the updates made, the backups, the incidents, the requests handled and the hours used.',
      ],
    },
    {
      key: 'atendimento_sla',
      heading: 'Service levels (SLA)',
      paragraphs: [
        'Requests will be made by e-mail or through the channel agreed by the parties and handled during business hours, Monday to Friday, from 9 a.m. to 6 p.m. (Brasília time), except on Brazilian national holidays, with the following first-response times: a) critical (website down, hacked or with payments interrupted): within 4 (four) business hours; b) high (an important feature not working): within 1 (one) business day; c) normal (adjustments, questions and content requests): within 2 (two) business days.',
        'First paragraph. The first-response time is the time to start handling a request, not to complete it; the solution depends on the complexity of the problem and, where applicable, on action by the hosting provider or other third parties.',
        'Second paragraph. Support outside business hours is optional for the Service Provider and, when given at the Client’s request, will not be deducted from the included hours and will be charged as extra hours.',
        'Third paragraph. Failure by the Service Provider, through its own fault, to meet the first-response times more than 2 (two) times in the same month entitles the Client to terminate this agreement for cause.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services, the Client will pay the Service Provider a monthly fee of {{contrato.mensalidade}}, paid in advance and due on day {{contrato.dia_vencimento}} of each month.',
        'First paragraph. The first monthly fee will be paid within 3 (three) business days of the signature of this agreement, and the services will start only once it is paid; the difference in days between the start and the first regular due date will be settled pro rata, upwards or downwards, in the following monthly fee.',
        'Second paragraph. Payments will be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}; the payment receipt serves as proof of payment, without prejudice to the issue of an invoice where applicable.',
        'Third paragraph. The monthly fee does not include hosting, domain registration and renewal, licences for paid themes, plugins and tools, or third-party services, which the Client will pay directly to the suppliers.',
      ],
    },
    {
      key: 'reajuste',
      heading: 'Price adjustment',
      paragraphs: [
        'The monthly fee will be adjusted every 12 (twelve) months counted from the signature by the accumulated variation of the IPCA (Brazil’s broad consumer price index), published by IBGE, over the previous 12 (twelve) months, as provided in article 2, § 1, of Brazilian Law 10.192/2001.',
        'Sole paragraph. If the variation is negative, the monthly fee will remain unchanged; if the IPCA ceases to be published, the official index replacing it will apply.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Late payment of any amount will subject the Client to a fine of 2% (two per cent) of the amount due, default interest of 1% (one per cent) per month, calculated pro rata die, and monetary correction by the IPCA from the due date until actual payment.',
        'First paragraph. If the delay exceeds 10 (ten) days, the Service Provider may, upon notice by e-mail, suspend maintenance and support until payment is made, without this constituting a breach of contract; a delay of more than 30 (thirty) days allows termination for cause.',
        'Second paragraph. Suspension does not entitle the Service Provider to take the website offline, change passwords or withhold the Client’s access, files or backups.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Included hours, extra hours and changes of scope',
      paragraphs: [
        'The monthly fee includes, for adjustments and support, the number of monthly hours stated in the proposal; the update, backup and monitoring routines do not use up these hours. Time is recorded in 15 (fifteen) minute increments and stated in the monthly report; hours not used in a month do not carry over to the following months.',
        'Sole paragraph. Hours beyond those included, as well as services outside the scope, will be charged at {{profissional.valor_hora}} per hour, upon a prior estimate approved by the Client in writing or by e-mail, and paid together with the next monthly fee; for critical incidents, approval may be given by any means and confirmed by e-mail afterwards.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting and domain',
      paragraphs: [
        'The website’s hosting and domain must be contracted in the name of the Client, which holds the accounts and pays the providers directly; ".br" domains must be registered with Registro.br under the Client’s CPF or CNPJ. The Service Provider may help with contracting, configuration and the transfer of ownership without becoming the holder of the accounts.',
        'First paragraph. Renewing the hosting and the domain is the Client’s responsibility; the Service Provider will give 30 (thirty) days’ warning of any expiry dates it is aware of.',
        'Second paragraph. The availability of the server, the network and the e-mail service is the responsibility of the hosting provider, under its own contract with the Client; the Service Provider will contact the provider in the event of a failure and follow up on the solution.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligations of the Service Provider',
      paragraphs: [
        'The Service Provider shall: a) perform the services with care, skill and punctuality; b) carry out the update and backup routine and meet the response times of this agreement; c) test the website after each significant intervention and, in the event of a failure, restore the last stable version; d) keep the credentials confidential, use two-factor authentication where available and create no hidden access; e) record in the monthly report the changes made; f) inform the Client immediately of any security incident it becomes aware of.',
        'Sole paragraph. The Service Provider performs the services independently, with its own means and without exclusivity, and there is no employment relationship or subordination between the parties.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligations of the Client',
      paragraphs: [
        'The Client shall: a) pay the monthly fee and the approved extra hours on time; b) provide, and keep valid, access to the website’s admin panel, the hosting, the domain and the necessary tools; c) keep the hosting, the domain and the licences active and paid; d) give advance notice of any change it intends to make to the website, itself or through third parties; e) supply the content to be published and answer for its lawfulness; f) appoint a person responsible for requests and approvals.',
        'Sole paragraph. Changes made to the website by the Client or by third parties without prior notice, and the problems they cause, are not covered by the monthly fee; fixing them will be charged as extra hours.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'The economic rights in the code, adjustments and materials developed by the Service Provider specifically for the Client’s website during maintenance are assigned to the Client, under Brazilian Law 9.610/1998 and, as regards computer programs, Brazilian Law 9.609/1998, once the monthly fee for the month in which they were produced has been paid in full. The website and pre-existing content continue to belong to their respective holders.',
        'First paragraph. General-purpose tools, scripts and libraries of the Service Provider that may be used in the website are licensed to the Client on a non-exclusive basis and for an indefinite period, for use in that website; third-party and open-source components are subject to their respective licences.',
        'Second paragraph. The author’s moral rights are preserved, under articles 24 and 27 of Law 9.610/1998 and article 2, § 1, of Law 9.609/1998. The Service Provider may list the website among the work in its portfolio unless the Client marks it as confidential.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties will keep confidential the non-public information they access by reason of this agreement, such as credentials, customer and sales data, vulnerabilities, code and business information, using it only to perform the services, during the term and for 2 (two) years after it ends; the confidentiality of credentials lasts for as long as they remain valid, and that of vulnerabilities until they are fixed.',
        'Sole paragraph. Information that is already public through no fault of the receiving party, or whose disclosure is required by law or by court order, is not confidential.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        'The parties will process personal data in accordance with Brazilian Law 13.709/2018 (LGPD, the General Data Protection Law). Each party is the controller of the personal data it provides to the other, such as that of its representatives and contacts, which will be used only to perform this agreement.',
        'First paragraph. As regards the data of the website’s visitors and customers, of which the Client is the controller, the Service Provider will act as processor: it will access only what maintenance requires, follow the Client’s instructions and use the data for no other purpose.',
        'Second paragraph. The Service Provider will adopt appropriate security measures, including for backups, and will inform the Client, within 24 (twenty-four) hours of becoming aware of it, of any security incident involving personal data, so that the Client can make the notifications required by article 48 of the LGPD.',
        'Third paragraph. At the end of the agreement, after delivering the last backup to the Client, the Service Provider will delete the copies and data it holds, except where retention is required by law.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        'Either party may terminate this agreement without cause upon 30 (thirty) days’ written notice, during which the services and the monthly fees continue as usual. A party that terminates without giving such notice will pay the other a termination fee equal to 1 (one) current monthly fee.',
        'First paragraph. The agreement may be terminated for cause, without notice or fee, if the other party breaches an obligation and fails to remedy it within 10 (ten) days of being notified.',
        'Second paragraph. The monthly fee already paid for the current month remunerates the work started in that period and is not refunded; in any case of termination, the amounts for the services performed and the approved extra hours up to the termination date are due.',
        'Third paragraph. Within 5 (five) business days of termination, the Service Provider will deliver to the Client the last full backup, the credentials it has created and the documentation of the changes made, and will remove its own access; the Client shall change any shared passwords.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        'The Service Provider’s liability for damages arising from this agreement is limited to the total amount actually paid by the Client in the 12 (twelve) months before the event, excluding lost profits, sales lost during downtime and indirect damages, except in cases of wilful misconduct or gross negligence.',
        'Sole paragraph. The Service Provider is not liable for failures of the hosting provider or of third-party plugins, themes and services, for attacks that occur despite the measures provided for in this agreement, for changes made by the Client or by third parties, or for the content and materials supplied by the Client, for which the Client is responsible.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Electronic signature',
      paragraphs: [
        'The parties agree to sign this agreement electronically through the Valora platform, with verification of their e-mail by code and a record of the IP address, the date and time and the SHA-256 hash of the signed content, and accept this means as proof of authorship and integrity, under article 10, § 2, of Provisional Measure (MP) 2.200-2/2001 and Brazilian Law 14.063/2020.',
      ],
    },
    {
      key: 'foro',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This agreement is governed by the laws of Brazil. The courts of {{profissional.cidade}} are chosen to settle any dispute arising from it, to the exclusion of any other, however privileged.',
        'In witness whereof, the parties sign this agreement electronically.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
