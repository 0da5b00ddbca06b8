// How people ask for each FAQ entry in Portuguese. The search also reads each entry's answer; these
// add the words people use that the answer does not (a maintained list: add a phrasing when the
// assistant misses a real question, and a case to the fixture in tests/unit/features/assistant/).
import type { FaqQuestions } from '../faq-search';

export const questions: FaqQuestions = {
  plans: [
    'Quais são os planos e preços?',
    'Quanto custa a assinatura mensal do Valora?',
    'Qual a diferença entre os planos Junior, Pleno, Senior e Web Designer?',
    'Qual o valor da mensalidade?',
    'Existe plano vitalício com pagamento único?',
  ],
  trial: [
    'Tem teste grátis?',
    'Posso testar antes de assinar?',
    'Quantos dias de avaliação gratuita?',
    'Preciso de cartão de crédito para começar o período de teste?',
  ],
  guarantee: [
    'Tem garantia?',
    'Se eu não gostar, recebo meu dinheiro de volta?',
    'Como peço reembolso ou devolução?',
    'Qual o prazo de arrependimento?',
    'Vocês devolvem o valor pago se eu desistir?',
  ],
  rate: [
    'Como o Valora calcula meu valor/hora?',
    'Qual a fórmula da calculadora de preço por hora?',
    'Como defino minha meta mensal, custos fixos e horas por semana?',
    'Quanto vale minha hora de trabalho?',
  ],
  pricing: [
    'Quanto devo cobrar por um trabalho?',
    'Como precificar um projeto, um logotipo, um site ou uma identidade visual?',
    'Qual preço cobrar do cliente pelo meu serviço freelancer?',
    'Estou cobrando barato demais, como saber o preço certo?',
    'Vocês têm tabela de preços de mercado?',
  ],
  payment: [
    'Quais as formas de pagamento da assinatura?',
    'Posso pagar o plano com Pix ou boleto?',
    'Aceita cartão de crédito? Dá para parcelar?',
    'Como pago o Valora?',
    'Dá para pagar a assinatura via Pix?',
  ],
  cancel: [
    'Como cancelo minha assinatura?',
    'Tem multa ou fidelidade para cancelar?',
    'Posso sair quando quiser? O que acontece com meus dados?',
    'Quero encerrar o plano',
  ],
  proposals: [
    'Como crio uma proposta comercial?',
    'Como envio um orçamento para o cliente?',
    'Como baixo a proposta em PDF?',
    'Dá para tirar a marca Valora do PDF?',
    'Como o cliente aceita a proposta pelo link?',
  ],
  deposit: [
    'Como recebo o sinal do cliente?',
    'Onde cadastro minha chave Pix para receber o adiantamento?',
    'O cliente pode pagar a entrada depois de aceitar a proposta?',
    'Como configuro a porcentagem do sinal?',
  ],
  services: [
    'Como cadastro meus serviços no catálogo?',
    'Como funcionam as horas-base e a complexidade de um serviço?',
    'Como desativo um serviço?',
    'Quantos serviços ativos posso ter?',
  ],
  clients: [
    'Como cadastro um cliente?',
    'Como acompanho meus clientes no funil de vendas?',
    'Onde vejo o pipeline e a etapa de cada negócio?',
    'Vocês têm um CRM para organizar os contatos?',
  ],
  knowledge: [
    'O que tem no Knowledge Hub?',
    'Vocês têm artigos, guias ou conteúdos para freelancers?',
    'Onde encontro material para aprender sobre precificação e contratos?',
  ],
  support: [
    'Como falo com o suporte?',
    'Qual o e-mail de contato do atendimento?',
    'Qual o horário de atendimento?',
    'Preciso de ajuda com um problema, com quem falo?',
    'Como falo com uma pessoa da equipe?',
  ],
  language: [
    'O Valora está disponível em inglês ou espanhol?',
    'Como mudo o idioma do aplicativo?',
    'A proposta e os e-mails para o cliente podem sair em outra língua?',
  ],
};
