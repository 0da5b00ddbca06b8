import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Consulting and mentoring services agreement',
  summary: 'For consulting, mentoring and advisory work in sessions, assessments and reports, as a best-efforts obligation.',
  clauses: [
    {
      key: 'partes',
      heading: 'Parties',
      paragraphs: [
        'On the one hand, {{profissional.nome}}, enrolled under CPF/CNPJ no. {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}} and e-mail {{profissional.email}}, hereinafter the SERVICE PROVIDER; and, on the other hand, {{cliente.nome}}, enrolled under CPF/CNPJ no. {{cliente.cpf_cnpj}} (or the equivalent tax or identity number), with address at {{cliente.endereco}} and e-mail {{cliente.email}}, hereinafter the CLIENT, enter into this service agreement, governed by the following clauses and, where they are silent, by articles 593 to 609 of the Brazilian Civil Code.',
        'Sole paragraph. The e-mail addresses above are the official channels of communication between the parties for all purposes of this agreement.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Purpose and scope',
      paragraphs: [
        'The purpose of this agreement is the provision by the SERVICE PROVIDER to the CLIENT of consulting and mentoring services in accordance with the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement, comprising the following items:',
        '{{proposta.itens}}',
        'Paragraph 1. The services may include individual or group sessions, in person or by video call, analysis of information, assessments, reports, action plans and follow-up, in the number and for the duration stated in the proposal. Any service not described there will be treated as a change of scope.',
        'Paragraph 2. In the event of any conflict between the proposal and this agreement, this agreement prevails.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Time limits',
      paragraphs: [
        'The services will be provided within {{contrato.prazo_entrega}} calendar days, counted from the later of: confirmation of payment of the deposit, or receipt of the initial information requested by the SERVICE PROVIDER (brief or assessment questionnaire).',
        'Paragraph 1. The sessions provided for must take place within that period. Sessions not scheduled or held within it for reasons attributable to the CLIENT will be deemed provided, unless an extension is agreed in writing.',
        'Paragraph 2. The time limit is suspended while progress depends on information, documents, access or payment owed by the CLIENT, and the reports provided for in the proposal will be delivered within the period above.',
      ],
    },
    {
      key: 'sessoes',
      heading: 'Scheduling and rescheduling of sessions',
      paragraphs: [
        'Sessions will be scheduled by e-mail or through the calendar indicated by the SERVICE PROVIDER, will last as stated in the proposal and will take place at the agreed venue or on the agreed video-call platform.',
        "Paragraph 1. Either party may reschedule a session with at least 24 (twenty-four) hours' notice. If the CLIENT fails to attend without such notice, or is more than 15 (fifteen) minutes late, the session will be deemed held; if the SERVICE PROVIDER fails to attend, it must make up the session at no cost.",
        'Paragraph 2. The reports and written materials provided for in the proposal will be sent by e-mail. The CLIENT will have 5 (five) business days to request clarifications or one round of adjustments, after which the material will be deemed accepted.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services, the CLIENT will pay the SERVICE PROVIDER a total of {{proposta.total}}, as follows: a) a deposit of {{proposta.sinal_percentual}} of the total, equal to {{proposta.sinal_valor}}, on signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} equal, successive monthly instalment(s), the first falling due 30 (thirty) days after signing.',
        'Paragraph 1. Payments will be made by Pix to the key {{profissional.pix}}, held by the SERVICE PROVIDER; the transfer receipt serves as proof of payment of the amount paid, and the SERVICE PROVIDER will issue a receipt or tax document where required by law. All amounts are in Brazilian reais.',
        'Paragraph 2. Sessions begin once payment of the deposit is confirmed.',
        "Paragraph 3. Travel and accommodation expenses for in-person sessions outside the SERVICE PROVIDER's city, and any other expenses not provided for in the proposal, require the prior written approval of the CLIENT, who will reimburse them against receipts.",
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Late payment of any amount will make the CLIENT liable, without need of notice, for a fine of 2% (two per cent) of the overdue amount, default interest of 1% (one per cent) per month, calculated pro rata die, and monetary correction by the IPCA index, from the due date until actual payment.',
        "Paragraph 1. If the delay exceeds 10 (ten) days, the SERVICE PROVIDER may, upon notice by e-mail, suspend the services until payment is brought up to date, with delivery times extended by the same period, and such suspension will not constitute a breach on the SERVICE PROVIDER's part.",
        'Paragraph 2. If the delay exceeds 30 (thirty) days, the SERVICE PROVIDER may terminate this agreement for cause, as set out in the Termination clause.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Any change of scope, such as additional sessions, new topics, new areas to analyse or reports not provided for, must be requested by the CLIENT and accepted by the SERVICE PROVIDER in writing, e-mail included, before it is carried out.',
        'Paragraph 1. Unless a specific quotation is accepted by the parties, additional services, including the time of extra sessions and their preparation, will be charged for the hours actually worked, at {{profissional.valor_hora}} per hour, and the SERVICE PROVIDER will give an advance estimate of the hours.',
        'Paragraph 2. Additional services will be paid together with the next instalment or, if no instalment remains, within 10 (ten) days of the invoice, by the same means of payment as this agreement.',
        'Paragraph 3. The SERVICE PROVIDER is not obliged to carry out changes that have not been agreed as set out in this clause.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: "The Service Provider's obligations",
      paragraphs: [
        "The SERVICE PROVIDER shall: a) provide the services with due diligence, ethics and appropriate skill, applying its knowledge and experience to the CLIENT's situation; b) attend the scheduled sessions punctually and prepared; c) deliver the reports and materials provided for in the proposal within the time limit; d) state clearly the assumptions and limitations of its analyses and recommendations; e) advise the CLIENT to consult a qualified professional where a matter requires the exclusive practice of another profession, such as law, accounting, medicine or psychology; f) use the information received solely to perform this agreement.",
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: "The Client's obligations",
      paragraphs: [
        'The CLIENT shall: a) provide true, complete and up-to-date information, and the documents and access needed for the analyses; b) attend the scheduled sessions and carry out the activities agreed between them; c) ensure that the materials and data it supplies may be shared with the SERVICE PROVIDER without infringing third-party rights; d) make payments on the agreed dates; e) assess the recommendations received and decide, on its own responsibility, whether to adopt them.',
      ],
    },
    {
      key: 'natureza_obrigacao',
      heading: 'Nature of the obligation',
      paragraphs: [
        "The SERVICE PROVIDER's obligations are obligations of means (best efforts), not of result: it undertakes to apply its knowledge and diligence to the analysis and guidance, but does not guarantee results such as higher revenue, getting a job, a promotion, an investment or success in selection processes.",
        'Sole paragraph. Decisions taken on the basis of the recommendations are the sole responsibility of the CLIENT, who remains in charge of its business and career. The services do not replace legal, accounting, medical or psychological advice.',
      ],
    },
    {
      key: 'autonomia',
      heading: 'Independence of the parties',
      paragraphs: [
        'This agreement creates no employment, partnership or agency relationship between the parties. The SERVICE PROVIDER performs the services with technical independence, choosing its methods, hours and place of work, without subordination, within the scope and time limits agreed here.',
        'Sole paragraph. Each party is responsible for its own labour, social security and tax obligations.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'The reports, presentations, spreadsheets, guides and other materials prepared by the SERVICE PROVIDER, as well as its teaching materials and the expression of its methodology, are intellectual works protected by Brazilian Law no. 9.610/1998 (Copyright Law).',
        'Paragraph 1. Upon full payment of the price and of any additional services, the CLIENT receives a non-exclusive licence, for an indefinite period and at no additional cost, to use the materials delivered internally in its business or, if an individual, for personal use, and may reproduce and adapt them for those purposes. The licence does not cover selling or publishing the materials or using them to train or serve third parties.',
        "Paragraph 2. The economic rights remain with the SERVICE PROVIDER, who may continue to use its methodology, templates and know-how with other clients without disclosing the CLIENT's confidential information. The moral rights of the author, which are inalienable and cannot be waived (article 27 of Law no. 9.610/1998), also remain with the SERVICE PROVIDER.",
        'Paragraph 3. Sessions may only be recorded with the consent of both parties, and a recording may only be used by the party that made it, for its own reference.',
        "Paragraph 4. The SERVICE PROVIDER may mention the CLIENT's name and describe the work in general terms in its portfolio and professional channels, without any confidential information, unless the CLIENT requests confidentiality in writing.",
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties will keep confidential any non-public information they receive from each other because of this agreement, such as commercial, financial, technical, strategic and customer data, and will use it solely to perform this agreement.',
        'Paragraph 1. Information is not confidential if it was already public or becomes public through no fault of the receiving party, if the receiving party already lawfully knew it, or if it must be disclosed by order of a court or competent authority, in which case the other party will be notified where the law allows.',
        'Paragraph 2. The duty of confidentiality applies during this agreement and for 2 (two) years after it ends.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        'The parties will process the personal data involved in this agreement in accordance with Brazilian Law no. 13.709/2018 (General Personal Data Protection Law, LGPD).',
        "Paragraph 1. Each party is the controller of the personal data it processes for its own purposes, including the other party's identification and contact data, processed to perform this agreement and to comply with legal obligations (article 7, items II and V, of the LGPD).",
        "Paragraph 2. Personal data shared in the sessions, such as career history and information about staff, will be used by the SERVICE PROVIDER solely to provide the services, and the CLIENT will only share third parties' data where it has a legal basis to do so.",
        'Paragraph 3. The parties will adopt technical and administrative security measures capable of protecting personal data from unauthorised access and from accidental or unlawful events, and will notify each other within 48 (forty-eight) hours of any security incident affecting such data.',
        'Paragraph 4. When this agreement ends, personal data received from the other party, and session notes containing such data, will be deleted or returned, except where retention is required by law or necessary for the regular exercise of rights (article 16 of the LGPD).',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate this agreement without cause by giving 15 (fifteen) days' prior written notice.",
        'Paragraph 1. If the CLIENT terminates without cause, the following are owed to the SERVICE PROVIDER: a) the services performed until the end of the notice period, calculated on the hours actually worked at {{profissional.valor_hora}} per hour, up to the total price; b) a termination fee of 10% (ten per cent) of the part of the price corresponding to the services not performed; c) expenses already authorised.',
        "Paragraph 2. The deposit pays for the reservation of the SERVICE PROVIDER's schedule and for the work started, and will be deducted from the amounts in the preceding paragraph. Once work has started, the deposit is not refundable; if termination occurs before work starts, it will be refunded less any documented expenses.",
        'Paragraph 3. If the SERVICE PROVIDER terminates without cause, it will deliver the work performed up to that point, refund the amounts received for services not performed and pay the CLIENT a fee of 10% (ten per cent) of the part of the price corresponding to those services.',
        'Paragraph 4. Either party may terminate this agreement for cause, without notice, if the other breaches a contractual obligation and fails to remedy it within 10 (ten) days of notice by e-mail; the party that gave cause for termination will pay the fee set out in this clause, in addition to the amounts owed for services performed.',
        'Paragraph 5. In any case of termination, the CLIENT will receive the rights set out in the Copyright clause over the deliverables it has paid for in full.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        "The SERVICE PROVIDER's total liability for damage arising from this agreement is limited to the amount actually paid by the CLIENT and does not include lost profits, loss of revenue, data or opportunities, or any other indirect damage, except in the case of wilful misconduct or gross negligence.",
        'Paragraph 1. The CLIENT is solely responsible for the content, lawfulness and rights of the materials and information it supplies, and will answer for any third-party claims arising from them.',
        'Paragraph 2. Neither party is liable for delays or failures caused by unforeseeable circumstances or force majeure (article 393 of the Brazilian Civil Code), nor is the SERVICE PROVIDER liable for those caused by acts of the CLIENT or of third parties hired by the CLIENT.',
        'Paragraph 3. If the CLIENT is a consumer, this clause applies within the limits of the Brazilian Consumer Protection Code (Law no. 8.078/1990).',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Electronic signature',
      paragraphs: [
        "The parties agree to sign this agreement electronically through the Valora platform, with verification of the CLIENT's e-mail by a confirmation code, authentication of the SERVICE PROVIDER in its account and a record of the name, identity document, IP address, date and time of signature and the SHA-256 hash of the signed content.",
        'Paragraph 1. Under article 10, § 2, of Brazilian Provisional Measure no. 2.200-2/2001, the parties accept this means as valid proof of the authorship and integrity of this document, and recognise it as an advanced electronic signature within the meaning of article 4, item II, of Brazilian Law no. 14.063/2020.',
        'Paragraph 2. Any change to the content after a signature creates a new version, which requires new signatures. Each party may obtain, through the platform, a copy of the signed agreement and of the record of signature evidence.',
      ],
    },
    {
      key: 'foro',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This agreement is governed by the laws of the Federative Republic of Brazil. The courts of {{profissional.cidade}} are chosen to settle any dispute arising from this agreement, to the exclusion of any other, however privileged, without prejudice to the right of a CLIENT who is a consumer to bring proceedings in the courts of its domicile.',
        'Sole paragraph. Before resorting to the courts, the parties will seek in good faith to settle any disagreement about this agreement by direct negotiation.',
        'In witness whereof, the parties sign this agreement electronically.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
