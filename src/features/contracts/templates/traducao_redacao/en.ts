// English translation of the translation and copywriting template (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Translation and copywriting services agreement',
  summary:
    'For translating, proofreading and writing texts (copywriting, articles, content): the source text, word counts, revision rounds and the rights in the text delivered.',
  clauses: [
    {
      key: 'partes',
      heading: 'The parties',
      paragraphs: [
        'On the one hand, {{profissional.nome}}, registered in Brazil under CPF/CNPJ no. {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}} and e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'On the other hand, {{cliente.nome}}, registered under CPF/CNPJ (or equivalent tax identification) no. {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}} and e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties enter into this translation and copywriting services agreement, governed by the following clauses and by articles 593 to 609 of the Brazilian Civil Code.',
        'Sole paragraph. The e-mail addresses above are the parties’ official channels of communication for all purposes of this agreement, including sending texts, approvals and notices.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Object and scope',
      paragraphs: [
        'The object of this agreement is the provision by the Service Provider of the translation, proofreading and/or copywriting services described in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which forms part of this agreement, comprising the following items:',
        '{{proposta.itens}}',
        'The source and target languages, the audience and purpose of the text, the tone of voice, the approximate length and the delivery format are those stated in the proposal or in the brief approved by the parties.',
        'Sole paragraph. This agreement does not include sworn translation (Brazilian "tradução pública"), which may only be done by a public translator and interpreter qualified under Brazilian Law no. 14.195/2021, nor layout, subtitling, software localisation or publication of the texts, unless expressly included in the proposal. The text delivered is not a certified document.',
      ],
    },
    {
      key: 'texto_fonte',
      heading: 'Source text, brief and information',
      paragraphs: [
        'The Client will supply the complete and final source text, in an editable format whenever possible, or, for copywriting, the brief with the information on the product, service or subject, the audience, the keywords and the references, together with any glossaries and reference materials it has.',
        'The Client is solely responsible for the content, accuracy and lawfulness of the source text and of the information supplied, and declares that it has the right to have the source text translated or adapted, as required by article 29, IV, of Brazilian Law no. 9.610/1998, where it is not its author.',
        'Errors, ambiguities or omissions in the source text will be pointed out by the Service Provider when noticed, but it is not for the Service Provider to verify the technical or scientific accuracy of the content. In advertising texts, statements about products, prices and results are validated by the Client, who is responsible for them, including under the Brazilian Consumer Protection Code (article 37) and the rules of its sector.',
        'Sole paragraph. Changes to the source text or the brief after work has begun are treated as a change of scope.',
      ],
    },
    {
      key: 'contagem_palavras',
      heading: 'Word count and basis of calculation',
      paragraphs: [
        'For translation and proofreading, the price was calculated on the word count of the source text stated in the proposal, as given by the word counter of a commonly used word processor. For copywriting, the price corresponds to the length stated in the proposal for each piece, with a tolerance of 10 % (ten per cent) either way.',
        'If the source text actually sent has more words than stated in the proposal, the excess will be charged in proportion to the price per word resulting from the proposal, with notice to the Client before delivery. No discount is given for repetitions unless the proposal provides for one.',
        'Sole paragraph. Texts in a non-editable format (images, scanned PDFs, handwriting) and texts with complex formatting require additional extraction or formatting work, which may be charged as additional hours under the change of scope clause.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Deadlines and delivery',
      paragraphs: [
        'The texts will be delivered within {{contrato.prazo_entrega}} calendar days, counted from the later of these events: payment of the deposit and receipt of the complete source text or of the approved brief.',
        'The parties may agree on partial deliveries, by batch or by piece, on the dates stated in the proposal. Delivery is made by e-mail or by link, in the format stated in the proposal, and rush deadlines outside the normal pace of work may carry a surcharge if the proposal so provides.',
        'Sole paragraph. Delays by the Client in sending texts, information, answers to queries or payments extend the delivery period by the same length of time.',
      ],
    },
    {
      key: 'revisoes',
      heading: 'Revision rounds and approval',
      paragraphs: [
        'Up to 2 (two) rounds of revision of each copywriting text and 1 (one) round of adjustments for terminology or style preferences in each translation are included, requested in writing within 7 (seven) days of delivery and gathered in a single list per round.',
        'The correction of actual translation or writing errors, such as omissions, errors of meaning, grammar or spelling, is free of charge and may be requested within 30 (thirty) days of delivery, without counting as a revision round.',
        'Sole paragraph. If no revision is requested within 7 (seven) days of delivery, the text is deemed approved. Revisions beyond those included, or that change the brief, the audience or the purpose of the text, are a change of scope.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment',
      paragraphs: [
        'For the services described in this agreement, the Client will pay the Service Provider the total amount of {{proposta.total}}, as follows:',
        'a) a deposit of {{proposta.sinal_percentual}} of the total amount, equal to {{proposta.sinal_valor}}, on signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} instalment(s), on the dates stated in the proposal or, failing that, the first on delivery of the texts and the others every 30 (thirty) days.',
        'Payments will be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}, and the transfer receipt serves as proof of payment. Any amounts for excess words or additional hours will be paid with the next instalment or, if there is none, within 10 (ten) days of delivery.',
        'Sole paragraph. Taxes on the Service Provider’s remuneration are its own responsibility, subject to any withholding that the law imposes on the Client.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Late payment of any amount makes the Client liable to a fine of 2 % (two per cent) of the amount due, default interest of 1 % (one per cent) per month, calculated pro rata die, and monetary correction by the IPCA index (IBGE), from the due date until actual payment.',
        'Sole paragraph. If the delay continues for more than 10 (ten) days, the Service Provider may, upon notice by e-mail, suspend work and deliveries until payment is made, and the deadlines are extended by the period of suspension.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Services not provided for in the proposal, such as new texts, additional languages, revisions beyond those included, changes to the source text or brief after work has begun, and formatting or adaptation to other formats, will be quoted separately and carried out only after the Client’s written agreement, including by e-mail.',
        'Additional hours will be charged at {{profissional.valor_hora}} per hour, the Service Provider’s hourly rate, or at the price per word or per piece given in the quote, and the delivery date will be adjusted at the same time.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligations of the Service Provider',
      paragraphs: [
        'The Service Provider shall: a) translate or write the texts faithfully to the meaning of the original or to the brief, with correct grammar and language suited to the stated audience and purpose; b) deliver original texts, free of plagiarism, and respect the sources cited; c) consult the Client on terminology or content queries that may change the meaning; d) meet the agreed deadlines and formats; e) keep the texts received confidential.',
        'Sole paragraph. The Service Provider may use support tools, such as translation memories, glossaries, spell checkers and artificial intelligence tools, but every text delivered undergoes its full human review and is its responsibility. Confidential texts or texts containing personal data will not be entered into tools that retain the content or use it for training.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligations of the Client',
      paragraphs: [
        'The Client shall: a) pay the amounts on the agreed dates; b) supply the source text, the brief and the reference materials provided for in this agreement; c) state the purpose of the text, in particular whether it will be published, used in judicial or administrative proceedings, in technical, medical or legal documentation, or in advertising; d) answer the Service Provider’s queries within 3 (three) business days; e) carry out revisions and approvals within the periods provided.',
        'Sole paragraph. For texts intended for publication or critical use, the Client is advised to proofread the laid-out text before publishing it, since layout and publication are not carried out by the Service Provider.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        'A translation is an intellectual work protected as a derivative work, and a copywriting text as an original work, both under Brazilian Law no. 9.610/1998 (article 7, I and XI), without prejudice to the rights of the author of the source text.',
        'Upon full payment of the price, the Service Provider assigns to the Client, definitively and exclusively, the economic rights in the texts delivered, for use in any medium, in Brazil and abroad, for the purposes stated in the proposal, under article 49 of Law no. 9.610/1998. Before full payment, the texts may be read and revised but not published or used commercially.',
        'The Service Provider’s moral rights are inalienable and cannot be waived (article 24 of Law no. 9.610/1998). The Service Provider agrees that copywriting texts may be published without its name, under the Client’s brand, which does not amount to a waiver of authorship; in books and other editorial publications, its name will be given as translator.',
        'Sole paragraph. The Service Provider may mention the work and show excerpts already published in its portfolio, unless the Client has declared it confidential, and retains ownership of its translation memories and glossaries, from which it will remove the Client’s confidential information.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties will keep confidential the non-public information they access because of this agreement, in particular the content of unpublished source texts, strategies, launches, contracts and personal documents, and will not use it for any other purpose.',
        'The Service Provider will not disclose the texts or share them with third parties, except reviewers or collaborators under its responsibility and bound by the same duty of confidentiality, where the proposal so provides or the Client authorises it.',
        'Sole paragraph. The duty of confidentiality continues for 5 (five) years after the end of the agreement and does not apply to information that becomes public through no fault of the receiving party or whose disclosure is required by law or court order.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        'The parties will process the personal data involved in this agreement in accordance with the Brazilian General Data Protection Law (LGPD, Law no. 13.709/2018). Each party is the controller of the data it processes for its own purposes, such as contact and billing data, and is responsible for that processing.',
        'Personal data contained in the texts supplied by the Client, such as names, identity documents or health information, will be processed by the Service Provider only to perform this agreement and on the Client’s instructions, with appropriate security measures, such as password-protected storage and restricted access.',
        'Sole paragraph. Once the services are completed and the correction period provided in this agreement has elapsed, the Service Provider will delete the source texts and working copies containing personal data, except those it must keep by legal obligation. Each party will notify the other without delay of any security incident involving such data.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        'Either party may terminate this agreement by written notice given at least 15 (fifteen) days in advance. In the event of breach, the injured party may terminate it with immediate effect if the breach is not remedied within 5 (five) days of notice.',
        'If the Client terminates without fault of the Service Provider, the following are due: a) the value of the work performed up to the date of the notice, calculated in proportion to the words translated or the texts delivered, including the work done during the notice period; b) a termination fee of 20 % (twenty per cent) of the value of the part not performed. The deposit pays for work already begun and will be set off against these amounts, without refund.',
        'If the Service Provider terminates without fault of the Client, it will deliver the work already performed and refund what it has received in excess of its value, plus a fee of 20 % (twenty per cent) of the value of the part not performed.',
        'Sole paragraph. Texts delivered and paid for up to termination are subject to the copyright clause; the confidentiality and data protection clauses remain in force.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        'The Service Provider’s liability for any damage arising from this agreement is limited to the amount actually paid by the Client, and neither party is liable for indirect damages or loss of profits, except in the case of wilful misconduct or gross negligence.',
        'The Service Provider is not liable for errors arising from the source text or the information supplied, for changes made to the texts by third parties after delivery, or for use of the texts for a purpose other than the one stated. Commercial results, audience or search engine rankings of the texts are not guaranteed.',
        'Sole paragraph. The Client is responsible for the materials it supplies, including the source text, images and information, and will hold the Service Provider harmless from third-party claims arising from them, including claims by the author of the source text.',
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
