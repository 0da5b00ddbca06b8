// English translation of the software development contract (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Software Development Services Agreement',
  summary: 'For building websites, web systems and apps, with acceptance testing and a warranty against defects.',
  clauses: [
    {
      key: 'partes',
      heading: 'The parties',
      paragraphs: [
        'SERVICE PROVIDER: {{profissional.nome}}, Brazilian taxpayer number (CPF/CNPJ) {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}}, e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'CLIENT: {{cliente.nome}}, taxpayer number (CPF/CNPJ) {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}}, e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties identified above enter into this software development services agreement, which is governed by the following clauses and by articles 593 to 609 of the Brazilian Civil Code. The e-mail addresses above are the official channels of communication between the parties for all purposes of this agreement.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Subject matter and scope',
      paragraphs: [
        'The subject matter of this agreement is the provision by the Service Provider of the development services described in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which comprise the following items:',
        '{{proposta.itens}}',
        'The scope comprises only the features, screens, integrations and platforms described in the proposal and in the requirements document approved by the parties, if any. Any feature, integration or platform not described there is out of scope and is governed by the clause on changes of scope.',
        'Sole paragraph. Unless the proposal expressly provides otherwise, the price does not include hosting, domain registration, third-party software licences, app store accounts, e-mail or SMS delivery services, the production of texts and images, or further development after the warranty period.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Schedule and stages',
      paragraphs: [
        'The Service Provider shall deliver the software ready for acceptance testing within {{contrato.prazo_entrega}} calendar days, counted from the later of: payment of the deposit, or receipt of all requirements, access credentials and materials listed in the proposal.',
        'Development may be organised in stages (for example: a) requirements gathering; b) prototype or layout; c) development; d) testing and release), and the Service Provider shall report progress to the Client at the end of each stage.',
        'Sole paragraph. The schedule is suspended, and extended by the same number of days, while the Client is late with payments, approvals, answers, access credentials or materials for which it is responsible, and while changes of scope requested by the Client are being assessed.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Deliverables, testing and acceptance',
      paragraphs: [
        'When development is complete, the Service Provider shall make the software available in a test or staging environment, and the Client shall have 5 (five) business days to test it and report by e-mail, in detail, any behaviour that does not conform to the approved scope.',
        'Up to 2 (two) rounds of corrections arising from acceptance testing are included. Reports that amount to new features or to changes of what was approved are not corrections and are governed by the clause on changes of scope.',
        'The software is deemed accepted when the Client expressly approves it, when the testing period ends without any report, or when the Client puts the software into real use (production), whichever occurs first.',
        'Sole paragraph. After full payment, the Service Provider shall deliver the source code, basic installation documentation and administrator access, through a repository or file indicated by the Client.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment terms',
      paragraphs: [
        'For the services, the Client shall pay the Service Provider the total amount of {{proposta.total}}, as follows: a) a deposit of {{proposta.sinal_percentual}} of the total, amounting to {{proposta.sinal_valor}}, upon signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} successive monthly instalment(s), the first falling due upon acceptance of the software.',
        'Payments shall be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}, and the transfer receipt shall serve as proof of payment. The Service Provider shall issue the invoice or receipt for each payment where required.',
        'Sole paragraph. The price covers only the services described in the subject matter. Third-party services needed for the project, such as hosting, domain, licences and app store accounts, shall be contracted and paid for directly by the Client, unless otherwise agreed in writing.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Any late payment shall subject the Client to a fine of 2% (two per cent) of the overdue amount, default interest of 1% (one per cent) per month, calculated pro rata die, and monetary adjustment by the IPCA index, from the due date until actual payment.',
        'Sole paragraph. If a payment is more than 10 (ten) days late, the Service Provider may, upon notice by e-mail, suspend the services until payment is made, the schedule being extended by the period of suspension, without prejudice to termination under this agreement.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Requests for new features, integrations or screens, or for changes to what has already been approved, shall be assessed by the Service Provider, who shall state in writing the estimated hours and the impact on the schedule before carrying them out.',
        "Additional hours shall be charged at {{profissional.valor_hora}} per hour, the Service Provider's own hourly rate, and shall only be worked after the Client agrees in writing, including by e-mail. Additional amounts shall be paid with the next instalment or, if there is none, upon delivery of the change.",
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: "The Service Provider's obligations",
      paragraphs: [
        'The Service Provider shall: a) perform the services with skill and diligence, following good development and security practices; b) meet the agreed deadlines, subject to the suspensions provided for in this agreement; c) keep the Client informed of progress and of any fact that may affect the schedule or the result; d) use third-party components only under licences that allow the intended use, and inform the Client of them; e) keep confidential and protect the access credentials and data received; f) correct defects as set out in the warranty clause.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: "The Client's obligations",
      paragraphs: [
        'The Client shall: a) pay the price on the agreed dates; b) provide in good time the requirements, content, access to servers, accounts and systems, and any other information needed; c) appoint a person responsible for answering questions and approving each stage; d) carry out acceptance testing within the agreed period; e) contract and maintain in its own name the third-party services needed (hosting, domain, licences, app stores); f) ensure that it holds the rights to the materials it supplies and that its use of the software complies with the laws applicable to its business.',
      ],
    },
    {
      key: 'garantia',
      heading: 'Warranty against defects',
      paragraphs: [
        'The Service Provider warrants, for 90 (ninety) days from acceptance, the free correction of defects in the software, meaning behaviour that does not conform to the approved scope and results from the code developed by the Service Provider.',
        'Defects shall be reported by e-mail, with a description of the problem and, where possible, the steps to reproduce it. The Service Provider shall start the analysis within 3 (three) business days, giving priority to defects that prevent use of the software.',
        'The warranty does not cover: a) changes made to the code or environment by the Client or by third parties; b) failures of hosting, servers, networks or third-party services; c) incompatibilities caused by later updates of browsers, operating systems, libraries or external APIs; d) use contrary to the documentation; e) new features.',
        'Sole paragraph. This warranty does not exclude or reduce the rights of a Client who is a consumer under Lei 8.078/1990 (the Brazilian Consumer Protection Code).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Intellectual property and source code',
      paragraphs: [
        'The software is protected by Brazilian Lei 9.609/1998 (Software Act) and, where applicable, by Lei 9.610/1998 (Copyright Act). Under article 4 of Lei 9.609/1998, the parties agree that the economic rights in the code developed specifically for the Client remain with the Service Provider until the price is paid in full and, from then on, are definitively assigned to the Client, for use, modification and exploitation without limit of territory or time.',
        "Until full payment, the Client holds a non-exclusive, non-transferable licence to use what has been delivered, including in production, which shall end if this agreement is terminated for non-payment. Open-source or third-party libraries, frameworks and components remain governed by their own licences. Generic tools and code that the Service Provider owned before this agreement remain the Service Provider's property and are licensed to the Client, non-exclusively and for an indefinite period, to the extent needed to use the software.",
        'The Service Provider retains the right to claim authorship of the software (article 2, paragraph 1, of Lei 9.609/1998) and may mention the project and show screens of it in a portfolio, unless the Client declares it confidential in writing.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties shall keep confidential any non-public information they access by reason of this agreement, such as business rules, customer data, passwords, code, credentials and commercial terms, and use it solely to perform this agreement.',
        'The duty of confidentiality applies during this agreement and for 2 (two) years after it ends, and does not apply to information that becomes public through no fault of the receiving party or whose disclosure is required by law or court order. When the agreement ends, the Service Provider shall return or discard the credentials and copies received.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        "The parties shall process each other's personal data in accordance with Lei 13.709/2018 (the Brazilian General Data Protection Law, LGPD), each acting as controller of the data it collects, solely to perform this agreement and comply with legal obligations, with appropriate security measures, and shall delete such data when the agreement ends, unless required by law to keep it.",
        "Where, in order to develop, test or release the software, the Service Provider has access to personal data of the Client's customers, users or employees, the Service Provider shall act as processor under article 39 of the LGPD: it shall process such data only on the Client's instructions, adopt appropriate security measures, not share the data with third parties, report any security incident without delay and, when the agreement ends, delete the data from its devices, unless required by law to keep it. Whenever possible, testing shall use fictitious or anonymised data.",
        "Sole paragraph. As controller of the data processed by the software in production, the Client is responsible for defining the purposes and legal bases of processing and for maintaining the privacy policy and handling data subjects' requests.",
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate this agreement without cause by giving 15 (fifteen) days' written notice. In that case, the Client shall pay for the services performed up to the termination date, in proportion to the stages completed and the hours demonstrably worked, and the terminating party shall pay the other a fee of 10% (ten per cent) of the value of the part of the agreement not yet performed.",
        'The deposit pays for planning and for work already started: if the Client terminates without cause, it shall be set off against the amounts due and shall not be refunded to the extent it covers them. If the Service Provider terminates without cause, the Service Provider shall refund any amount received for services not performed, in addition to the fee.',
        'This agreement may be terminated immediately, with no fee for the innocent party, if the other party breaches a contractual obligation and does not remedy the breach within 5 (five) business days after notice by e-mail. In any case of termination, the code corresponding to the services paid for shall be delivered to the Client, and the assignment of rights shall be limited to that code.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        "The Service Provider's liability for damages arising from this agreement is limited to the amount actually received from the Client, and neither party shall be liable for indirect damages, lost profits or loss of revenue, except in the event of wilful misconduct or gross negligence, and save where the law does not allow such limitation.",
        'The Service Provider is not liable for unavailability or failures of hosting, networks or third-party services, nor for loss of data where the Client does not keep backups. The Client is solely responsible for the content, trademarks, images, data and information it supplies and for its use of the software, and shall hold the Service Provider harmless from third-party claims in that respect.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Electronic signature',
      paragraphs: [
        "The parties agree to sign this agreement electronically through the Valora platform, with verification of the Client's e-mail address by a code sent to it, authentication of the Service Provider in its account on the platform, and a record of the name, taxpayer number, IP address, date and time, and the SHA-256 cryptographic hash of the signed content.",
        'The parties recognise this means as valid proof of the authorship and integrity of the document, under article 10, paragraph 2, of Brazilian Provisional Measure (MP) 2.200-2/2001, and as an advanced electronic signature within the meaning of article 4, item II, of Lei 14.063/2020, and waive signature on paper and the presence of witnesses.',
        'Sole paragraph. Any change to the content after a signature creates a new version, which requires new signatures, and each party may obtain through the platform a copy of the signed agreement and of the record of signature evidence.',
      ],
    },
    {
      key: 'foro',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This agreement is governed by the laws of the Federative Republic of Brazil. The courts of {{profissional.cidade}}, Brazil, shall have jurisdiction over any dispute arising from this agreement, to the exclusion of any other, however privileged, save for the right of a Client who is a consumer to bring proceedings in the courts of its domicile. Before going to court, the parties shall seek to settle any disagreement amicably.',
        'In witness whereof, the parties sign this agreement electronically.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
