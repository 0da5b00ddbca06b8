// English translation of the website project contract (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Website Design and Development Services Agreement',
  summary:
    "For corporate websites, landing pages, portfolios and blogs, from layout to launch, with hosting and domain in the client's name.",
  clauses: [
    {
      key: 'partes',
      heading: 'The parties',
      paragraphs: [
        'SERVICE PROVIDER: {{profissional.nome}}, Brazilian taxpayer number (CPF/CNPJ) {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}}, e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'CLIENT: {{cliente.nome}}, taxpayer number (CPF/CNPJ) {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}}, e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties identified above enter into this website design and development services agreement, which is governed by the following clauses and by articles 593 to 609 of the Brazilian Civil Code. The e-mail addresses above are the official channels of communication between the parties, including for approvals and notices.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Subject matter and scope',
      paragraphs: [
        'The subject matter of this agreement is the planning, design, development and launch by the Service Provider of a website for the Client, as set out in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which comprises the following items:',
        '{{proposta.itens}}',
        'Unless the proposal provides otherwise, the website shall be responsive (adapted to computers, tablets and mobile phones), compatible with the current versions of the main browsers, and delivered with basic search engine optimisation settings (titles, descriptions and sitemap). The number of pages, sections, languages and features is as described in the proposal.',
        'Sole paragraph. Unless the proposal expressly provides otherwise, the price does not include copywriting, the production or purchase of photographs, illustrations and videos, translation, licences for paid themes, plugins or fonts, hosting, domain, advertising campaigns, or maintenance after the support period provided for in this agreement.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Schedule and stages',
      paragraphs: [
        'The Service Provider shall deliver the website ready for final approval within {{contrato.prazo_entrega}} calendar days, counted from the later of: payment of the deposit, or receipt of the completed briefing and of the content (texts, images and logo) listed in the proposal.',
        'The project shall follow these stages: a) briefing and page structure; b) layout or prototype of the home page and template pages; c) development of the approved pages; d) final review and launch.',
        'Sole paragraph. The schedule is suspended, and extended by the same number of days, while the Client is late with payments, approvals, content or access for which it is responsible, and while changes of scope requested by the Client are being assessed.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Layout approval, final review and launch',
      paragraphs: [
        'The layout shall be presented to the Client, who shall have 5 (five) business days to approve it or request adjustments by e-mail. Up to 2 (two) rounds of layout adjustments are included; once the layout is approved, changes to structure or design are governed by the clause on changes of scope.',
        'When development is complete, the website shall be made available at a temporary address for final review. The Client shall have 5 (five) business days to report errors or differences from the approved layout, and the Service Provider shall make the corrections in one round.',
        "The website is deemed approved when the Client expressly approves it or when the review period ends without any report. Once the website is approved, the Service Provider shall launch it on the Client's hosting and domain, and shall hand over the administrator access and basic guidance on using the content management panel, if any.",
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment terms',
      paragraphs: [
        'For the services, the Client shall pay the Service Provider the total amount of {{proposta.total}}, as follows: a) a deposit of {{proposta.sinal_percentual}} of the total, amounting to {{proposta.sinal_valor}}, upon signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} successive monthly instalment(s), the first falling due upon approval of the website.',
        'Payments shall be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}, and the transfer receipt shall serve as proof of payment. The Service Provider shall issue the invoice or receipt for each payment where required.',
        'Sole paragraph. The price does not include the third-party services referred to in this agreement (hosting, domain, licences for themes, plugins, fonts and image banks), which shall be contracted and paid for directly by the Client, unless otherwise agreed in writing.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Any late payment shall subject the Client to a fine of 2% (two per cent) of the overdue amount, default interest of 1% (one per cent) per month, calculated pro rata die, and monetary adjustment by the IPCA index, from the due date until actual payment.',
        'Sole paragraph. If a payment is more than 10 (ten) days late, the Service Provider may, upon notice by e-mail, suspend the services and the launch until payment is made, the schedule being extended by the period of suspension, without prejudice to termination under this agreement.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Requests for new pages, sections, languages or features, for rounds of adjustments beyond those included, or for changes to the approved layout shall be assessed by the Service Provider, who shall state in writing the estimated hours and the impact on the schedule before carrying them out.',
        "Additional hours shall be charged at {{profissional.valor_hora}} per hour, the Service Provider's own hourly rate, and shall only be worked after the Client agrees in writing, including by e-mail. Additional amounts shall be paid with the next instalment or, if there is none, upon delivery of the change.",
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: "The Service Provider's obligations",
      paragraphs: [
        'The Service Provider shall: a) perform the services with skill and diligence, following good practices of usability, accessibility, performance and security; b) meet the agreed deadlines, subject to the suspensions provided for in this agreement; c) keep the Client informed of the progress of each stage; d) use themes, plugins, fonts and images only under licences that allow their use on the website, and inform the Client of those that require payment or renewal; e) keep confidential and protect the passwords and access received; f) provide the support set out in this agreement.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: "The Client's obligations",
      paragraphs: [
        'The Client shall: a) pay the price on the agreed dates; b) provide the briefing, texts, images, logo and other information for the website in good time and in a suitable format; c) respond to approval requests within the agreed periods, through a designated person; d) contract and maintain the hosting and domain in its own name, as set out in this agreement; e) ensure that it holds the rights to the content it supplies and that the information published is true and lawful; f) change the access passwords after delivery and keep backups of the website from launch onwards.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting and domain',
      paragraphs: [
        "The website's domain and hosting shall be registered and contracted in the Client's name; the Client shall be their sole holder and shall bear their costs and renewals directly. The Service Provider may advise on the choice of providers and, with the access supplied by the Client, shall carry out the configuration needed for the launch, including pointing the domain and the security certificate (SSL) offered by the hosting provider.",
        "The website's availability, server speed, automatic backups and e-mail services depend on the hosting provider chosen by the Client and are not the Service Provider's responsibility. The Client is responsible for renewing the domain and hosting on time, and the loss of the domain or suspension of the hosting for lack of renewal shall give rise to no liability on the part of the Service Provider.",
        'Sole paragraph. Updates, technical maintenance, backups and content changes after the support period are not part of this agreement and, if desired, shall be the subject of a separate maintenance agreement.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Support after launch',
      paragraphs: [
        "For 30 (thirty) days from the launch, the Service Provider shall correct free of charge any malfunction or display error of the website that results from the Service Provider's work and departs from the approved standard, starting the analysis within 3 (three) business days after being notified by e-mail.",
        'Support does not cover: a) changes made to the website by the Client or by third parties; b) failures of hosting, domain or external services; c) problems caused by updates of themes, plugins, browsers or the platform made after the launch; d) adding content or new features.',
        'Sole paragraph. This support does not exclude or reduce the rights of a Client who is a consumer under Lei 8.078/1990 (the Brazilian Consumer Protection Code). The Service Provider does not guarantee search engine rankings, traffic or commercial results, which depend on factors beyond its control.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        "The layout, the graphic elements created and the code developed specifically for the website are works protected by Brazilian Lei 9.610/1998 (Copyright Act) and, as to the code, by Lei 9.609/1998 (Software Act). Upon full payment of the price, the Service Provider definitively assigns to the Client the economic rights in these creations, for use, modification and reproduction on the website and in the Client's other digital media, without time limit. Until full payment, the Client holds a non-exclusive, non-transferable licence to use them, including for the launch, which shall end if this agreement is terminated for non-payment.",
        'Third-party themes, plugins, fonts, icons, libraries and images remain governed by their own licences, which the Client shall observe. Layouts not approved and design studies not chosen remain the property of the Service Provider.',
        "The Service Provider's moral rights are preserved under article 24 of Lei 9.610/1998, and the Service Provider hereby authorises the changes and updates the Client may make to the website. The Service Provider may show the website in a portfolio and include a discreet credit in the footer, unless the Client declares the project confidential or asks in writing for the credit to be removed.",
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties shall keep confidential any non-public information they access by reason of this agreement, such as passwords, customer data, strategies and commercial terms, and the content of the website before its launch, and use it solely to perform this agreement.',
        'The duty of confidentiality applies during this agreement and for 2 (two) years after it ends, and does not apply to information that becomes public through no fault of the receiving party or whose disclosure is required by law or court order.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        "The parties shall process each other's personal data in accordance with Lei 13.709/2018 (the Brazilian General Data Protection Law, LGPD), each acting as controller of the data it collects, solely to perform this agreement and comply with legal obligations, with appropriate security measures, and shall delete such data when the agreement ends, unless required by law to keep it.",
        "The Client is the controller of the visitors' personal data collected by the website (forms, cookies, analytics and advertising tools) and is responsible for defining the purposes and legal bases of processing, publishing the privacy policy and cookie notice, and handling data subjects' requests. The Service Provider shall implement the technical features provided for in the proposal for that purpose.",
        "Sole paragraph. If the Service Provider has access to personal data of the Client's visitors or customers during the project, the Service Provider shall act as processor under article 39 of the LGPD: it shall process such data only on the Client's instructions, not share it, report any security incident without delay and delete the data when the agreement ends.",
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate this agreement without cause by giving 15 (fifteen) days' written notice. In that case, the Client shall pay for the services performed up to the termination date, in proportion to the stages completed, and the terminating party shall pay the other a fee of 10% (ten per cent) of the value of the part of the agreement not yet performed.",
        'The deposit pays for planning and for work already started: if the Client terminates without cause, it shall be set off against the amounts due and shall not be refunded to the extent it covers them. If the Service Provider terminates without cause, the Service Provider shall refund any amount received for services not performed, in addition to the fee.',
        'This agreement may be terminated immediately, with no fee for the innocent party, if the other party breaches a contractual obligation and does not remedy the breach within 5 (five) business days after notice by e-mail. In any case, the Client shall receive the files of the stages paid for, and the assignment of rights shall be limited to them.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        "The Service Provider's liability for damages arising from this agreement is limited to the amount actually received from the Client, and neither party shall be liable for indirect damages, lost profits or loss of revenue, except in the event of wilful misconduct or gross negligence, and save where the law does not allow such limitation.",
        'The Client is solely responsible for the texts, images, trademarks, prices and other information it supplies or publishes on the website, including after delivery, and shall hold the Service Provider harmless from third-party claims in that respect, such as claims of infringement of copyright, trademark or image rights.',
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
