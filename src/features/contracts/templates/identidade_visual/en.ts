import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Visual identity services agreement',
  summary: 'For creating a logo, visual identity and brand manual, with rights assigned once payment is complete.',
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
        'The purpose of this agreement is the creation by the SERVICE PROVIDER of the CLIENT\'s visual identity, in accordance with the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement, comprising the following items:',
        '{{proposta.itens}}',
        'Paragraph 1. Unless the proposal provides otherwise, the final logo files will be delivered in vector format (SVG or PDF) and as images (PNG), in the versions and colours set out in the proposal.',
        'Paragraph 2. The following are not included unless they appear in the proposal: additional graphic pieces, printing and print supervision, photography, copywriting, websites, trademark registration and editable working files. Any service not described will be treated as a change of scope.',
        'Paragraph 3. In the event of any conflict between the proposal and this agreement, this agreement prevails.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Time limits',
      paragraphs: [
        "The SERVICE PROVIDER will deliver the final files within {{contrato.prazo_entrega}} calendar days, counted from the later of: confirmation of payment of the deposit, or receipt of the completed brief and of the CLIENT's materials, such as any previous brand, references and information about the business and its audience.",
        'Sole paragraph. The time limit is suspended while progress depends on a reply, choice, approval, material or payment owed by the CLIENT, and resumes once the matter is resolved.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Presentation and approval stages',
      paragraphs: [
        'The SERVICE PROVIDER will present to the CLIENT the visual identity concepts set out in the proposal or, if none are specified, up to 2 (two) distinct concepts. The CLIENT will choose one of them within 5 (five) business days, and the chosen concept will be the basis for all further work.',
        'Paragraph 1. The price includes up to 2 (two) rounds of adjustments to the chosen concept, requested in writing in a single message within 5 (five) business days of receiving each version and meaning refinements of shape, colour, typography and proportion. A request for a new concept after the choice has been made, or for further rounds, falls under the clause on changes of scope.',
        'Paragraph 2. If the response period ends without a reply from the CLIENT, or if the CLIENT begins using the visual identity in its activities, the stage will be deemed approved.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services, the CLIENT will pay the SERVICE PROVIDER a total of {{proposta.total}}, as follows: a) a deposit of {{proposta.sinal_percentual}} of the total, equal to {{proposta.sinal_valor}}, on signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} equal, successive monthly instalment(s), the first falling due on the date of final delivery and the others every 30 (thirty) days thereafter.',
        'Paragraph 1. Payments will be made by Pix to the key {{profissional.pix}}, held by the SERVICE PROVIDER; the transfer receipt serves as proof of payment of the amount paid, and the SERVICE PROVIDER will issue a receipt or tax document where required by law. All amounts are in Brazilian reais.',
        'Paragraph 2. Work begins once payment of the deposit is confirmed.',
        'Paragraph 3. Expenses necessary for the services and not provided for in the proposal, such as travel, fees and third-party licences, require the prior written approval of the CLIENT, who will reimburse them against receipts.',
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
        'Any change of scope, such as new concepts, new pieces or applications of the brand, changes to elements already approved or rounds of adjustments beyond those included, must be requested by the CLIENT and accepted by the SERVICE PROVIDER in writing, e-mail included, before it is carried out.',
        'Paragraph 1. Unless a specific quotation is accepted by the parties, additional services will be charged for the hours actually worked, at {{profissional.valor_hora}} per hour, and the SERVICE PROVIDER will give an advance estimate of the hours and of the effect on the delivery time.',
        'Paragraph 2. Additional services will be paid together with the next instalment or, if no instalment remains, within 10 (ten) days of the invoice, by the same means of payment as this agreement.',
        'Paragraph 3. The SERVICE PROVIDER is not obliged to carry out changes that have not been agreed as set out in this clause.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: "The Service Provider's obligations",
      paragraphs: [
        'The SERVICE PROVIDER shall: a) create the visual identity with due diligence and appropriate skill, based on the brief, in accordance with the scope and time limits of this agreement; b) produce an original creation, without copying third-party works; c) deliver the final files in the agreed formats, organised and ready for use in digital and print media; d) inform the CLIENT of the third-party typefaces and images used and of the licences they require; e) use the materials and information received solely to perform this agreement.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: "The Client's obligations",
      paragraphs: [
        "The CLIENT shall: a) provide, within the agreed times, the brief, information about the business and the materials needed; b) ensure that the materials it supplies belong to it or that it is authorised to use them, and that they do not infringe third-party rights; c) appoint a person with authority to choose the concept and approve the stages, and answer the SERVICE PROVIDER's queries within 5 (five) business days; d) make payments on the agreed dates; e) acquire the licences for the third-party typefaces and images indicated by the SERVICE PROVIDER, where needed; f) not use the concepts presented or the visual identity before full payment, unless the SERVICE PROVIDER authorises it in writing.",
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'The logo, the other elements of the visual identity and the brand manual created by the SERVICE PROVIDER are intellectual works protected by Brazilian Law no. 9.610/1998 (Copyright Law).',
        'Paragraph 1. Upon full payment of the price and of any additional services, the SERVICE PROVIDER assigns to the CLIENT, permanently, exclusively and at no additional cost, the economic rights of the author in the approved visual identity, for reproduction, adaptation, application and publication in any media and format, in Brazil and abroad, including for registration as a trademark, under articles 49 and 50 of Law no. 9.610/1998. Until full payment, the CLIENT may only review the material presented.',
        "Paragraph 2. The moral rights of the author, which are inalienable and cannot be waived (articles 24 and 27 of Law no. 9.610/1998), remain with the SERVICE PROVIDER; given the nature of the work, the parties agree that the SERVICE PROVIDER's name need not appear in everyday applications of the brand, without prejudice to the SERVICE PROVIDER's right to be recognised as its author.",
        "Paragraph 3. Concepts not chosen and versions not approved remain the property of the SERVICE PROVIDER, who may reuse them in other work without the CLIENT's name and distinctive elements. The SERVICE PROVIDER will not create for third parties a brand identical or similar to the approved visual identity.",
        "Paragraph 4. Typefaces, stock images and other third-party elements are not assigned and remain subject to their owners' licences; editable working files will only be delivered if the proposal provides for them.",
        'Paragraph 5. The SERVICE PROVIDER may show the work, including the studies, in its portfolio and professional channels once the CLIENT has launched the visual identity, unless the CLIENT requests confidentiality in writing.',
      ],
    },
    {
      key: 'registro_marca',
      heading: 'Trademark search and registration',
      paragraphs: [
        'The prior-rights search and the application to register the trademark with the Brazilian National Institute of Industrial Property (INPI), governed by Brazilian Law no. 9.279/1996, or with the corresponding office in another country, are not part of this agreement unless they appear in the proposal, and are the responsibility of the CLIENT, who will bear the related fees.',
        'Sole paragraph. The CLIENT is advised to carry out a prior-rights search on the name and the sign before approving the final concept. The SERVICE PROVIDER warrants that the creation is original, but is not liable for the existence of an identical or similar earlier trademark registered or applied for by third parties of which it was unaware.',
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
        "Paragraph 2. If, to perform the services, the SERVICE PROVIDER has access to personal data of customers, employees or third parties supplied by the CLIENT, it will process such data only for the purposes of this agreement and in accordance with the CLIENT's lawful instructions.",
        'Paragraph 3. The parties will adopt technical and administrative security measures capable of protecting personal data from unauthorised access and from accidental or unlawful events, and will notify each other within 48 (forty-eight) hours of any security incident affecting such data.',
        'Paragraph 4. When this agreement ends, personal data received from the other party will be deleted or returned, except where retention is required by law or necessary for the regular exercise of rights (article 16 of the LGPD).',
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
        "The SERVICE PROVIDER's total liability for damage arising from this agreement is limited to the amount actually paid by the CLIENT and does not include lost profits, loss of revenue or opportunities, or any other indirect damage, except in the case of wilful misconduct or gross negligence.",
        'Paragraph 1. The SERVICE PROVIDER does not guarantee the commercial success of the visual identity or the grant of a trademark registration, which depend on factors beyond its work.',
        'Paragraph 2. The CLIENT is solely responsible for the brand name, texts and materials it supplies, and will answer for any third-party claims arising from them.',
        'Paragraph 3. Neither party is liable for delays or failures caused by unforeseeable circumstances or force majeure (article 393 of the Brazilian Civil Code), nor is the SERVICE PROVIDER liable for those caused by acts of the CLIENT or of third parties hired by the CLIENT.',
        'Paragraph 4. If the CLIENT is a consumer, this clause applies within the limits of the Brazilian Consumer Protection Code (Law no. 8.078/1990).',
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
