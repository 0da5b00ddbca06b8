// English translation of the photography and video template (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Photography and video services agreement',
  summary:
    'For photo shoots, events, product photos and videos: the session, editing, delivery of the selected material, travel and the image rights of the people portrayed.',
  clauses: [
    {
      key: 'partes',
      heading: 'The parties',
      paragraphs: [
        'On the one hand, {{profissional.nome}}, registered in Brazil under CPF/CNPJ no. {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}} and e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'On the other hand, {{cliente.nome}}, registered under CPF/CNPJ (or equivalent tax identification) no. {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}} and e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties enter into this photography and video services agreement, governed by the following clauses and by articles 593 to 609 of the Brazilian Civil Code.',
        'Sole paragraph. The e-mail addresses above are the parties’ official channels of communication for all purposes of this agreement, including approvals, change requests and notices.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Object and scope',
      paragraphs: [
        'The object of this agreement is the provision by the Service Provider of the photography and/or video services described in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement, comprising the following items:',
        '{{proposta.itens}}',
        'The date, time, place and length of the session or coverage, as well as the number of edited photographs and the length of the edited video, are those stated in the proposal or agreed in writing between the parties before the session.',
        'Sole paragraph. Unless expressly included in the proposal, the following are not part of the object: albums and prints, raw files (RAW or unedited camera footage), make-up, wardrobe, set design, studio or location hire, hiring of models, drone use and additional versions of the video.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Deadlines, delivery and approval',
      paragraphs: [
        'The final material will be delivered within {{contrato.prazo_entrega}} calendar days of the session or event (or of the last one, if there is more than one), provided the deposit has been paid.',
        'Where the proposal provides for the Client to choose the photographs, the Client will have 10 (ten) days to indicate its selection in the preview gallery, during which the delivery period is suspended; if no selection is made within that period, the Service Provider will make it.',
        'One round of minor adjustments to the editing of the photographs and one round on the edited video are included, requested in writing within 7 (seven) days of delivery. Changes to the script, the soundtrack or a selection already made are a change of scope.',
        'Sole paragraph. If no adjustment is requested within 7 (seven) days of delivery of the final material, it is deemed approved. Delays caused by the Client, including in the selection or in payments, extend the delivery period by the same length of time.',
      ],
    },
    {
      key: 'entrega_arquivos',
      heading: 'Files, editing and delivery',
      paragraphs: [
        'The photographs will be delivered edited (colour, light, framing and light retouching), as high-resolution JPEG files and in a web version, and the video edited, as an MP4 file in the resolution stated in the proposal, through an online gallery or download link available for at least 30 (thirty) days.',
        'The selection of images, the editing style and the treatment follow the Service Provider’s technical and artistic judgement, taking into account the Client’s instructions given before the session. Technically flawed or duplicate images are not delivered.',
        'Raw files are not delivered, as they are the Service Provider’s working material, unless expressly included in the proposal, in which case they will be delivered unedited and without any guarantee as to the quality of each file.',
        'Sole paragraph. The Service Provider will keep a backup copy of the final material for 90 (ninety) days after delivery. After that period, it is for the Client to keep its files, and a new delivery may be charged for if the material still exists.',
      ],
    },
    {
      key: 'deslocamento',
      heading: 'Travel and expenses',
      paragraphs: [
        'The price includes the travel of the Service Provider and its team within the municipality of {{profissional.cidade}}.',
        'For sessions or events outside that municipality, the Client will reimburse, on the basis of an estimate approved in writing before the trip, the costs of transport, accommodation, meals and tolls, as well as parking fees, location entrance fees and permits to use premises. Expenses will be paid in advance or reimbursed within 5 (five) days of the receipts being presented.',
        'Sole paragraph. For coverage lasting more than 6 (six) hours, the Client will provide meals for the Service Provider and its team or bear their cost.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services described in this agreement, the Client will pay the Service Provider the total amount of {{proposta.total}}, as follows:',
        'a) a deposit of {{proposta.sinal_percentual}} of the total amount, equal to {{proposta.sinal_valor}}, on signing this agreement, which payment confirms the booking of the date; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} instalment(s), on the dates stated in the proposal or, failing that, the first on the date of the session and the others every 30 (thirty) days.',
        'Payments will be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}, and the transfer receipt serves as proof of payment. The travel expenses provided for in the relevant clause are not included in the total amount.',
        'Sole paragraph. Delivery of the final high-resolution material may be made conditional on payment of the instalments due by the date of delivery.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Late payment of any amount makes the Client liable to a fine of 2 % (two per cent) of the amount due, default interest of 1 % (one per cent) per month, calculated pro rata die, and monetary correction by the IPCA index (IBGE), from the due date until actual payment.',
        'Sole paragraph. If the delay continues for more than 10 (ten) days, the Service Provider may, upon notice by e-mail, suspend editing and delivery of the material until payment is made, and the deadlines are extended by the period of suspension.',
      ],
    },
    {
      key: 'remarcacao',
      heading: 'Rescheduling and unforeseen events',
      paragraphs: [
        'The Client may reschedule the session once, free of charge, with at least 7 (seven) days’ notice and subject to the Service Provider’s schedule; further rescheduling, or rescheduling with shorter notice, may be charged. Outdoor sessions may be rescheduled by either party, free of charge, in the event of rain or of risk to people or equipment.',
        'In the event of an act of God or force majeure (article 393 of the Brazilian Civil Code), including illness preventing the work, the parties will choose a new date or, if the Client agrees, the Service Provider will propose a professional of equivalent quality; if that is not possible, the amounts paid for what was not performed will be refunded.',
        'Sole paragraph. If no new date is set within 90 (ninety) days of the original date for reasons attributable to the Client, the provisions on termination by the Client apply.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Services not provided for in the proposal, such as additional hours of coverage, edited photographs beyond those contracted, new versions of the video and advanced retouching, will be quoted separately and carried out only after the Client’s written agreement, including by e-mail or message.',
        'Additional hours will be charged at {{profissional.valor_hora}} per hour, the Service Provider’s hourly rate, or at the fixed price given in the quote, and may change the delivery date.',
        'Sole paragraph. During an event, an extension of the coverage may be requested by the Client or by the person it names as responsible on site, confirmed by written message at the time.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligations of the Service Provider',
      paragraphs: [
        'The Service Provider shall: a) arrive punctually with suitable equipment, including backup equipment, and record to two memory cards whenever the equipment allows; b) conduct the session professionally and discreetly, respecting the people present and the rules of the venue; c) deliver the material within the deadlines and in the formats of this agreement; d) keep the backup copies for the period provided; e) promptly inform the Client of any fact that may affect the session or the delivery.',
        'Sole paragraph. The Service Provider performs the services with technical and artistic autonomy and may work with assistants under its own responsibility, who have no relationship whatsoever with the Client.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligations of the Client',
      paragraphs: [
        'The Client shall: a) pay the amounts on the agreed dates; b) inform in advance the schedule, the address, the moments and people that must be recorded and a contact person on site; c) ensure the Service Provider’s access to the venue and obtain the permits needed to photograph or film there, including for drone use, which will comply with the rules of ANAC and DECEA (the Brazilian civil aviation and airspace authorities); d) obtain the image-use authorisations provided for in the image rights clause; e) make the selection and approvals within the periods provided.',
        'Sole paragraph. The Service Provider is not liable for missing shots caused by restrictions of the venue or of third parties, such as event planners, officiants and organisers.',
      ],
    },
    {
      key: 'direito_imagem',
      heading: 'Image rights of the people portrayed',
      paragraphs: [
        'A person’s image is protected by article 5, X, of the Brazilian Federal Constitution and by article 20 of the Brazilian Civil Code, and its publication requires authorisation. The Client, when portrayed, authorises the use of its image for the purposes of this agreement, including in the Service Provider’s portfolio on the terms of this clause.',
        'It is for the Client to obtain, in writing, the authorisation of the other people photographed or filmed whose image it intends to publish or use commercially, such as models, employees and guests, and, in the case of children and adolescents, the authorisation of their parents or legal guardians. The Client is liable for any use it makes of the images without those authorisations.',
        'The Service Provider may use images from the work in its portfolio, website and social media, solely to promote its own work and never to advertise third parties, provided the other people portrayed have authorised it. The Client may revoke that authorisation in writing at any time, and the Service Provider will remove the images indicated within 10 (ten) days.',
        'Sole paragraph. The Service Provider will not publish images of children, of intimate moments or of situations that expose the people portrayed without express and specific authorisation.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'The photographs and the audiovisual work are works protected by Brazilian Law no. 9.610/1998 (article 7, VI and VII), of which the Service Provider is the author.',
        'Upon full payment of the price, the Service Provider grants the Client a non-exclusive licence of use, for an indefinite period and valid in Brazil and abroad, for the purposes stated in the proposal: personal and family use and, where the proposal so provides, corporate or advertising use. Before full payment, no use is authorised beyond viewing the previews. A definitive assignment of the economic rights will only take place if provided for in the proposal and in a written instrument (article 49 of Law no. 9.610/1998).',
        'The Service Provider’s moral rights are inalienable and cannot be waived (article 24 of Law no. 9.610/1998). Whenever the images are published by third parties, the credit must legibly state the Service Provider’s name (article 79, § 1), and alterations that distort the work are not permitted, except cropping and resizing to fit the publication format.',
        'Sole paragraph. The video soundtrack will be licensed or royalty-free; the Client is responsible for the licence of any music it chooses.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties will keep confidential the non-public information they access because of this agreement, such as product launches, private places and the routines of people and companies, and will not use it for any other purpose.',
        'Where the Client states in writing that the work is confidential, the Service Provider will not publish it in its portfolio or show it to third parties, even after delivery.',
        'Sole paragraph. The duty of confidentiality continues for 5 (five) years after the end of the agreement and does not apply to information that becomes public through no fault of the receiving party or whose disclosure is required by law or court order.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        'The parties will process the personal data involved in this agreement in accordance with the Brazilian General Data Protection Law (LGPD, Law no. 13.709/2018). Each party is the controller of the data it processes for its own purposes and is responsible for that processing.',
        'Photographs and videos of identifiable people are personal data and may reveal sensitive data. The Service Provider will use them only to perform this agreement and for the portfolio on the terms already set out, will protect the files with appropriate security measures and will share them only with providers needed for performance, such as storage services.',
        'Sole paragraph. At the end of the retention period provided in this agreement, the Service Provider will delete the files and the personal data, except those authorised for the portfolio and those it must keep by legal obligation, such as tax records. Each party will notify the other without delay of any security incident involving such data.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        'Either party may terminate this agreement by written notice to the other, preferably at least 15 (fifteen) days before the date of the session, with the consequences set out in this clause. In the event of breach, the injured party may terminate it with immediate effect if the breach is not remedied within 5 (five) days of notice.',
        'If the Client terminates without fault of the Service Provider: a) the deposit is retained, as it pays for the booking of the date and the preparation already begun; b) if notice is given less than 15 (fifteen) days before the session, a termination fee of 20 % (twenty per cent) of the total amount is due in addition to the deposit; c) if the session has already taken place, the amount for the services performed up to the date of the notice, including the session, is due, less the deposit.',
        'If the Service Provider terminates without fault of the Client, it will refund the amounts received for services not provided, plus a fee of 20 % (twenty per cent) of the total amount, and will deliver the material already produced and paid for.',
        'Sole paragraph. In any case, travel expenses already incurred will be reimbursed by the party that caused the termination, and the clauses on image rights, copyright, confidentiality and data protection remain in force.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        'The Service Provider’s liability for any damage arising from this agreement is limited to the amount actually paid by the Client, and neither party is liable for indirect damages or loss of profits, except in the case of wilful misconduct or gross negligence.',
        'If, despite the precautions provided in this agreement, files are lost through a technical failure of equipment or media, the Service Provider will refund the amounts paid for the part of the work affected or, if the Client prefers and it is possible, repeat the session free of charge.',
        'Sole paragraph. The Client is responsible for the materials it supplies, such as logos, music, scripts and products, and for the venue and image authorisations incumbent on it, and will hold the Service Provider harmless from third-party claims arising from them.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Electronic signature',
      paragraphs: [
        'The parties agree to sign this agreement electronically, through the Valora platform, with verification of the signatory’s e-mail by code, and with a record of the IP address, the date and time and the SHA-256 hash of the signed content.',
        'The parties accept this means of proving authorship and integrity as valid and effective between them, under article 10, § 2, of Brazilian Provisional Measure (MP) 2.200-2/2001 and Brazilian Law no. 14.063/2020, and the agreement so signed has the same effect as an agreement signed on paper.',
      ],
    },
    {
      key: 'foro',
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'This agreement is governed by the laws of Brazil. The courts of {{profissional.cidade}} are chosen to settle any dispute arising from it, without prejudice to the right of a Client who is a consumer to bring proceedings in the courts of its domicile.',
        'In witness whereof, the parties sign this agreement electronically.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
