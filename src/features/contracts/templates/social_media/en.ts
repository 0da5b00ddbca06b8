// English translation of the social media management contract (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Social media management services agreement',
  summary:
    'For monthly social media and digital marketing management: content calendar, client approval, ads paid by the client and an annual IPCA adjustment.',
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
        'The purpose of this agreement is the provision by the Service Provider of ongoing social media management and digital marketing services to the Client, as set out in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement and comprises the following items:',
        '{{proposta.itens}}',
        'First paragraph. The monthly number of posts, the networks covered and the other services are those stated in the proposal; anything not stated there, such as studio or event photo and video production, full-time customer service, hiring influencers and building websites, is outside the scope.',
        'Second paragraph. The Service Provider undertakes an obligation of means: it will apply skill and diligence but does not guarantee any number of followers, reach, engagement, sales or other result, which also depend on the market, the product and the platforms’ algorithms.',
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
      heading: 'Onboarding, calendar and content approval',
      paragraphs: [
        'The onboarding (review of the profiles, strategic plan and first editorial calendar) will be delivered within {{contrato.prazo_entrega}} days counted from payment of the first monthly fee and receipt of the briefing, materials and access provided for in this agreement, whichever occurs last.',
        'First paragraph. From then on, the Service Provider will present, by the 25th (twenty-fifth) day of each month, the editorial calendar for the following month, with the planned artwork and captions, through the channel agreed by the parties (e-mail or an approval tool).',
        'Second paragraph. No content will be published without the Client’s approval, which the Client will give in writing within 2 (two) business days of receipt and may request up to 2 (two) rounds of changes per piece; further changes or changes of subject after approval count as a change of scope. Where the proposal includes moderation of comments and messages, replies will follow the response guidelines approved in advance by the Client.',
        'Third paragraph. Content not approved in time will be rescheduled within the same month if a date is available; if not, the post will be deemed made for the purposes of the monthly volume, with no reduction of the monthly fee, as the delay is not attributable to the Service Provider.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services, the Client will pay the Service Provider a monthly fee of {{contrato.mensalidade}}, paid in advance and due on day {{contrato.dia_vencimento}} of each month.',
        'First paragraph. The first monthly fee will be paid within 3 (three) business days of the signature of this agreement, and the services will start only once it is paid; the difference in days between the start and the first regular due date will be settled pro rata, upwards or downwards, in the following monthly fee.',
        'Second paragraph. Payments will be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}; the payment receipt serves as proof of payment, without prejudice to the issue of an invoice where applicable.',
        'Third paragraph. The monthly fee does not include the advertising budget, third-party tools and subscriptions, paid stock images, boosted posts or travel expenses, which will be borne by the Client when approved by it.',
      ],
    },
    {
      key: 'verba_anuncios',
      heading: 'Advertising budget',
      paragraphs: [
        'The budget for ads and boosted posts (Meta, Google, TikTok, LinkedIn or other platforms) will be set by the Client and paid by it directly to the platforms through a payment method registered in its own ad account; the Service Provider does not receive, advance or manage media funds on the Client’s behalf.',
        'Sole paragraph. The approval, cost and delivery of ads are decided by the platforms under their own policies; rejections, blocks or cost variations are not attributable to the Service Provider, which will propose the necessary adjustments.',
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
        'First paragraph. If the delay exceeds 10 (ten) days, the Service Provider may, upon notice by e-mail, suspend the posts and the management of the accounts until payment is made, without this constituting a breach of contract; a delay of more than 30 (thirty) days allows termination for cause.',
        'Second paragraph. Suspension does not entitle the Service Provider to change passwords, remove administrators or withhold the Client’s access to its accounts and content.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope and extra services',
      paragraphs: [
        'Posts beyond the monthly volume, new networks, seasonal campaigns, event coverage and other services not provided for in the proposal will be charged separately at {{profissional.valor_hora}} per hour of work, upon a prior estimate approved by the Client in writing or by e-mail.',
        'Sole paragraph. Monthly volume left unused through the Client’s initiative or omission does not carry over to the following months and gives no right to a discount, unless otherwise agreed in writing.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligations of the Service Provider',
      paragraphs: [
        'The Service Provider shall: a) perform the services with care, skill and punctuality, respecting the Client’s identity and tone of voice; b) publish only approved content; c) send a monthly report with the main metrics of the accounts and ads; d) answer the Client’s messages within 2 (two) business days; e) use only images, fonts and music licensed for the intended use; f) report immediately any access problem, block or reputational crisis it becomes aware of.',
        'Sole paragraph. The Service Provider performs the services independently, with its own means and without exclusivity, and there is no employment relationship or subordination between the parties.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligations of the Client',
      paragraphs: [
        'The Client shall: a) pay the monthly fee on time; b) provide the briefing, logo, photos and information on products, prices and promotions sufficiently in advance; c) approve or request changes within the time limits of this agreement; d) keep the payment method of the ad accounts active; e) appoint a person responsible for approvals and communications; f) inform the Service Provider of any legal or regulatory restriction in its sector.',
        'Sole paragraph. The Client is responsible for the truthfulness of the offers and information it provides for publication, under articles 36 to 38 of the Brazilian Consumer Protection Code (Law 8.078/1990), and for the lawfulness of any prize draws and promotions it decides to run.',
      ],
    },
    {
      key: 'acesso_contas',
      heading: 'Access to accounts',
      paragraphs: [
        'The pages, profiles, ad accounts and followers belong to the Client, which will grant the Service Provider partner or administrator access through each platform’s own tools, avoiding the sharing of passwords; profiles created during the agreement will be registered in the Client’s name.',
        'First paragraph. The Service Provider will keep the credentials confidential, use two-factor authentication and not change passwords or remove administrators without the Client’s written authorisation.',
        'Second paragraph. At the end of the agreement, the Service Provider will remove its own access within 5 (five) business days, and the Client shall revoke the permissions granted and change any passwords that were shared.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'The economic rights in the artwork, texts and videos created by the Service Provider and approved by the Client are assigned to the Client, under Brazilian Law 9.610/1998, for use in its channels and communications, once the monthly fee for the month in which they were produced has been paid in full. Editable files and unapproved pieces remain with the Service Provider unless the proposal provides otherwise.',
        'First paragraph. The author’s moral rights are inalienable and cannot be waived (articles 24 and 27 of Law 9.610/1998). Stock images, fonts and third-party music are subject to their respective licences, and music from the platforms’ libraries may only be used on those platforms.',
        'Second paragraph. The Service Provider may show the published pieces in its portfolio unless the Client marks them as confidential. The Client warrants that it holds the rights to the materials it supplies, including consent to use the image of the people shown in them.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties will keep confidential the non-public information they access by reason of this agreement, such as strategies, campaigns not yet launched, metrics, business data and credentials, using it only to perform the services, during the term and for 2 (two) years after it ends.',
        'Sole paragraph. Information that is already public through no fault of the receiving party, or whose disclosure is required by law or by court order, is not confidential.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        'The parties will process personal data in accordance with Brazilian Law 13.709/2018 (LGPD, the General Data Protection Law). Each party is the controller of the personal data it provides to the other, such as that of its representatives and contacts, which will be used only to perform this agreement.',
        'First paragraph. As regards the data of the Client’s audience that it accesses in the accounts (comments, messages and contacts of prospects), of which the Client is the controller, the Service Provider will act as processor, processing it only on the Client’s instructions and for the purposes of this agreement.',
        'Second paragraph. The parties will adopt appropriate security measures, inform each other without delay of any incident involving such data and, at the end of the agreement, delete the data received, except where retention is required by law.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        'Either party may terminate this agreement without cause upon 30 (thirty) days’ written notice, during which the services and the monthly fees continue as usual. A party that terminates without giving such notice will pay the other a termination fee equal to 1 (one) current monthly fee.',
        'First paragraph. The agreement may be terminated for cause, without notice or fee, if the other party breaches an obligation and fails to remedy it within 10 (ten) days of being notified.',
        'Second paragraph. The monthly fee already paid for the current month remunerates the work started in that period and is not refunded; in any case of termination, the amounts for the services performed up to the termination date are due.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        'The Service Provider’s liability for damages arising from this agreement is limited to the total amount actually paid by the Client in the 12 (twelve) months before the event, excluding lost profits and indirect damages, except in cases of wilful misconduct or gross negligence.',
        'Sole paragraph. The Service Provider is not liable for instability, changes of rules or algorithms, blocks and suspensions imposed by the platforms, for comments by third parties, or for the content, information and materials supplied by the Client, for which the Client is responsible.',
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
