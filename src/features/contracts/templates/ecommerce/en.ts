// English translation of the online store contract (pt-BR.ts is the legal original).
import type { TemplateText } from '../types';

export const en: TemplateText = {
  title: 'Online Store Development Services Agreement',
  summary:
    'For online stores: platform setup, payment and shipping methods, product registration and launch, with third-party fees borne by the client.',
  clauses: [
    {
      key: 'partes',
      heading: 'The parties',
      paragraphs: [
        'SERVICE PROVIDER: {{profissional.nome}}, Brazilian taxpayer number (CPF/CNPJ) {{profissional.cpf_cnpj}}, with address at {{profissional.endereco}}, e-mail {{profissional.email}}, hereinafter the Service Provider.',
        'CLIENT: {{cliente.nome}}, taxpayer number (CPF/CNPJ) {{cliente.cpf_cnpj}}, with address at {{cliente.endereco}}, e-mail {{cliente.email}}, hereinafter the Client.',
        'The parties identified above enter into this online store development services agreement, which is governed by the following clauses and by articles 593 to 609 of the Brazilian Civil Code. The e-mail addresses above are the official channels of communication between the parties, including for approvals and notices.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Subject matter and scope',
      paragraphs: [
        'The subject matter of this agreement is the creation by the Service Provider of an online store for the Client, as set out in the proposal "{{proposta.titulo}}" dated {{proposta.data}}, which comprises the following items:',
        '{{proposta.itens}}',
        'The e-commerce platform, payment methods, shipping options, number of products to be registered and features of the store are those indicated in the proposal. The store shall be responsive and compatible with the current versions of the main browsers.',
        'Sole paragraph. Unless the proposal expressly provides otherwise, the price does not include subscriptions and fees of the platform, payment providers and apps or extensions, hosting, domain, product photography and descriptions, order management, customer service, advertising campaigns, or maintenance after the support period provided for in this agreement.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Schedule, stages and approval',
      paragraphs: [
        'The Service Provider shall deliver the store ready for final approval within {{contrato.prazo_entrega}} calendar days, counted from the later of: payment of the deposit, or receipt of the briefing, access to the platform and payment provider accounts, and the product spreadsheet.',
        'The project shall follow these stages: a) briefing and structure of the store; b) layout of the home page, product page and cart, with up to 2 (two) rounds of adjustments; c) setup of the platform, payment methods and shipping; d) product registration; e) test purchases and launch.',
        'When the stages are complete, the store shall be made available in test mode, and the Client shall have 5 (five) business days to review it and report by e-mail any errors or differences from what was approved. Once the reports are corrected, at least one test purchase shall be made with each payment method configured. The store is deemed approved when the Client expressly approves it, when the review period ends without any report, or when the store starts receiving real orders.',
        'Sole paragraph. The schedule is suspended, and extended by the same number of days, while the Client is late with payments, approvals, content or access for which it is responsible, while it awaits approval of its accounts by the platform or payment providers, and while changes of scope requested by the Client are being assessed.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Price and payment terms',
      paragraphs: [
        'For the services, the Client shall pay the Service Provider the total amount of {{proposta.total}}, as follows: a) a deposit of {{proposta.sinal_percentual}} of the total, amounting to {{proposta.sinal_valor}}, upon signing this agreement; b) the balance of {{proposta.saldo}} in {{contrato.parcelas}} successive monthly instalment(s), the first falling due upon approval of the store.',
        'Payments shall be made by Pix (the Brazilian instant payment system) to the key {{profissional.pix}}, and the transfer receipt shall serve as proof of payment. The Service Provider shall issue the invoice or receipt for each payment where required.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Late payment',
      paragraphs: [
        'Any late payment shall subject the Client to a fine of 2% (two per cent) of the overdue amount, default interest of 1% (one per cent) per month, calculated pro rata die, and monetary adjustment by the IPCA index, from the due date until actual payment.',
        'Sole paragraph. If a payment is more than 10 (ten) days late, the Service Provider may, upon notice by e-mail, suspend the services and the launch of the store until payment is made, the schedule being extended by the period of suspension, without prejudice to termination under this agreement.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Changes of scope',
      paragraphs: [
        'Requests for new pages, features, integrations, payment or shipping methods, for registering products beyond the agreed number, for rounds of adjustments beyond those included, or for changes to what has already been approved shall be assessed by the Service Provider, who shall state in writing the estimated hours and the impact on the schedule before carrying them out.',
        "Additional hours shall be charged at {{profissional.valor_hora}} per hour, the Service Provider's own hourly rate, and shall only be worked after the Client agrees in writing, including by e-mail. Additional amounts shall be paid with the next instalment or, if there is none, upon delivery of the change.",
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: "The Service Provider's obligations",
      paragraphs: [
        "The Service Provider shall: a) perform the services with skill and diligence, following good practices of usability, performance and security; b) meet the agreed deadlines, subject to the suspensions provided for in this agreement; c) configure payment and shipping methods only with the Client's accounts and credentials, and never receive sales proceeds of the store in its own accounts; d) test the purchase flow before the launch; e) use themes, apps and images only under licences that allow their use in the store, and inform the Client of those that require payment; f) keep confidential and protect the passwords and access received; g) provide the support set out in this agreement.",
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: "The Client's obligations",
      paragraphs: [
        'The Client shall: a) pay the price on the agreed dates; b) open and maintain in its own name the accounts with the platform, payment providers, shipping services, hosting and domain, supplying the documents those providers require; c) provide in good time the briefing, logo, images and product data; d) respond to approval requests within the agreed periods, through a designated person; e) change the access passwords after delivery; f) after approval, manage the catalogue of the store, prices, stock and orders, with the basic guidance on the administration panel given by the Service Provider.',
        'As the supplier towards consumers, the Client alone is responsible for complying with Lei 8.078/1990 (the Brazilian Consumer Protection Code) and Decree 7.962/2013 on e-commerce, including: a) stating in the store its corporate or personal name, CPF or CNPJ, address and customer service channels; b) defining and publishing the exchange, return, withdrawal, delivery and privacy policies; c) issuing the tax documents for sales and paying the taxes; d) answering for the quality, delivery and lawfulness of the products sold and for customer service. The Service Provider shall provide in the store the pages and fields for this information, with the texts supplied by the Client.',
      ],
    },
    {
      key: 'cadastro_produtos',
      heading: 'Product registration',
      paragraphs: [
        'The Service Provider shall register in the store the number of products indicated in the proposal, from a spreadsheet supplied by the Client with, for each product: name, description, price, variants (such as size and colour), code (SKU), stock, weight and dimensions for shipping calculation, category and photographs in a suitable format.',
        'Registration shall follow the data received, and the Client is responsible for the accuracy of prices, descriptions, stock, measurements and mandatory product information, and shall check them when reviewing the store. Corrections arising from data that was incorrect or changed by the Client after the spreadsheet was sent, and registration of products beyond the agreed number, are governed by the clause on changes of scope.',
      ],
    },
    {
      key: 'plataforma_pagamentos',
      heading: 'Platform, payment methods and fees',
      paragraphs: [
        "The e-commerce platform, the payment providers (payment intermediaries, gateways and acquirers), the shipping services and the apps or extensions shall be contracted by the Client in its own name, under each provider's terms of use, and the Client shall bear directly their subscriptions, per-transaction fees, commissions, advance-payment fees, reversals and other charges.",
        "Sales proceeds shall be paid by consumers directly into the Client's accounts with the payment providers. Risk analysis, transaction approval, transfer of funds, disputes (chargebacks) and fraud are governed by the agreements between the Client and those providers, with no liability on the part of the Service Provider.",
        "Payment card data shall be collected and processed by the payment providers in their certified environments and shall not be stored in the store. Changes in prices, rules or features made by the providers after the launch, and any suspension of the Client's accounts by them, are not the Service Provider's responsibility; the necessary adaptations are governed by the clause on changes of scope.",
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting and domain',
      paragraphs: [
        "The store's domain and, where the platform does not include hosting, the hosting service shall be registered and contracted in the Client's name; the Client shall be their sole holder and shall bear their costs and renewals directly. With the access supplied by the Client, the Service Provider shall point the domain and activate the security certificate (SSL), which is essential for the checkout to work.",
        "The store's availability, server speed and automatic backups depend on the platform or hosting chosen by the Client. The Client is responsible for renewing the domain, platform and hosting on time, and any interruption of the store for lack of renewal or of payment to those providers shall give rise to no liability on the part of the Service Provider.",
        'Sole paragraph. Updates, technical maintenance and changes to the store after the support period are not part of this agreement and, if desired, shall be the subject of a separate maintenance agreement.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Support after launch',
      paragraphs: [
        "For 30 (thirty) days from the launch, the Service Provider shall correct free of charge any malfunction or display error of the store that results from the Service Provider's work, including in the payment and shipping settings it configured, giving priority to those that prevent purchases from being completed and starting the analysis within 2 (two) business days after being notified by e-mail.",
        'Support does not cover: a) changes made to the store by the Client or by third parties; b) failures or unavailability of the platform, payment providers, shipping services, hosting or domain; c) problems caused by updates made by the providers after the launch; d) registering new products or new features.',
        'Sole paragraph. This support does not exclude or reduce the rights of a Client who is a consumer under Lei 8.078/1990. The Service Provider does not guarantee sales volume, traffic or search engine rankings, which depend on factors beyond its control.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Copyright',
      paragraphs: [
        "The layout, the graphic elements created and the code developed specifically for the store are works protected by Brazilian Lei 9.610/1998 (Copyright Act) and, as to the code, by Lei 9.609/1998 (Software Act). Upon full payment of the price, the Service Provider definitively assigns to the Client the economic rights in these creations, for use, modification and reproduction in the store and in the Client's other digital media, without time limit. Until full payment, the Client holds a non-exclusive, non-transferable licence to use them, including for the launch, which shall end if this agreement is terminated for non-payment.",
        'The platform and third-party themes, apps, fonts and images remain governed by their own terms and licences. The product photographs and descriptions supplied by the Client remain its property.',
        "The Service Provider's moral rights are preserved under article 24 of Lei 9.610/1998, and the Service Provider hereby authorises the changes and updates the Client may make to the store. The Service Provider may show the store in a portfolio and include a discreet credit in the footer, unless the Client declares the project confidential or asks in writing for the credit to be removed.",
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidentiality',
      paragraphs: [
        'The parties shall keep confidential any non-public information they access by reason of this agreement, such as passwords, payment provider credentials, customer and sales data, costs, margins and commercial strategies, and use it solely to perform this agreement.',
        'The duty of confidentiality applies during this agreement and for 2 (two) years after it ends, and does not apply to information that becomes public through no fault of the receiving party or whose disclosure is required by law or court order.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Personal data protection',
      paragraphs: [
        "The parties shall process each other's personal data in accordance with Lei 13.709/2018 (the Brazilian General Data Protection Law, LGPD), each acting as controller of the data it collects, solely to perform this agreement and comply with legal obligations, with appropriate security measures, and shall delete such data when the agreement ends, unless required by law to keep it.",
        "The Client is the controller of the consumers' personal data processed by the store (accounts, orders, delivery addresses, cookies, analytics and advertising tools) and is responsible for defining the purposes and legal bases of processing, publishing the privacy policy and handling data subjects' requests.",
        "Sole paragraph. Where, in order to configure, test or support the store, the Service Provider has access to consumers' personal data, the Service Provider shall act as processor under article 39 of the LGPD: it shall process such data only on the Client's instructions, not copy or share it, report any security incident without delay and delete the data when the agreement ends.",
      ],
    },
    {
      key: 'rescisao',
      heading: 'Termination',
      paragraphs: [
        "Either party may terminate this agreement without cause by giving 15 (fifteen) days' written notice. In that case, the Client shall pay for the services performed up to the termination date, in proportion to the stages completed and the products registered, and the terminating party shall pay the other a fee of 10% (ten per cent) of the value of the part of the agreement not yet performed.",
        'The deposit pays for planning and for work already started: if the Client terminates without cause, it shall be set off against the amounts due and shall not be refunded to the extent it covers them. If the Service Provider terminates without cause, the Service Provider shall refund any amount received for services not performed, in addition to the fee.',
        'This agreement may be terminated immediately, with no fee for the innocent party, if the other party breaches a contractual obligation and does not remedy the breach within 5 (five) business days after notice by e-mail. In any case, the platform and payment provider accounts remain with the Client, the Service Provider shall stop using the access received, and the assignment of rights shall be limited to the stages paid for.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitation of liability',
      paragraphs: [
        "The Service Provider's liability for damages arising from this agreement is limited to the amount actually received from the Client, and neither party shall be liable for indirect damages, lost profits, or loss of sales or revenue, except in the event of wilful misconduct or gross negligence, and save where the law does not allow such limitation.",
        'The Client is solely responsible for the products it sells, for the prices, texts, images and trademarks it supplies or publishes, for the tax and consumer-law obligations of its business and for its relationship with its customers, and shall hold the Service Provider harmless from claims by consumers, suppliers, authorities or third parties in that respect.',
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
