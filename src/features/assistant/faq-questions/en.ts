// How people ask for each FAQ entry in English (see pt-BR.ts).
import type { FaqQuestions } from '../faq-search';

export const questions: FaqQuestions = {
  plans: [
    'What plans and prices do you have?',
    'How much does the Valora subscription cost per month?',
    'What is the difference between Junior, Pleno, Senior and Web Designer?',
    'What does the monthly fee cost?',
    'Is there a lifetime plan with a one-time payment?',
    'What does Valora cost?',
    'What is the price of each plan?',
    'Do you have a lifetime deal?',
  ],
  trial: [
    'Is there a free trial?',
    'Can I try it before I subscribe?',
    'How many days is the free test period?',
    'Do I need a credit card to start the trial?',
  ],
  guarantee: [
    'Is there a guarantee?',
    'If I do not like it, do I get my money back?',
    'How do I ask for a refund?',
    'Is there a money-back period?',
  ],
  rate: [
    'How does Valora calculate my hourly rate?',
    'What is the formula of the rate calculator?',
    'How do I set my monthly goal, fixed costs and weekly hours?',
    'What is my hour of work worth?',
  ],
  pricing: [
    'How much should I charge for a job?',
    'How do I price a project, a logo, a website or a brand identity?',
    'What price should I charge a client for my freelance service?',
    'Am I charging too little? How do I find the right price?',
    'Do you have a table of market prices?',
    'Am I undercharging or overcharging my clients?',
  ],
  payment: [
    'Which payment methods do you accept for the subscription?',
    'Can I pay for the plan with Pix?',
    'Do you take credit cards? Can I pay in installments?',
    'How do I pay for Valora?',
  ],
  cancel: [
    'How do I cancel my subscription?',
    'Is there a cancellation fee or a minimum term?',
    'Can I leave at any time? What happens to my data?',
    'I want to end my plan',
  ],
  proposals: [
    'How do I create a proposal?',
    'How do I send a quote to a client?',
    'How do I download the proposal as a PDF?',
    'Can I remove the Valora branding from the PDF?',
    'How does the client accept the proposal through the link?',
  ],
  deposit: [
    'How do I receive the client’s deposit by Pix?',
    'Where do I enter my Pix key to get paid upfront?',
    'Can the client pay a down payment after accepting the proposal?',
    'How do I set the deposit percentage?',
  ],
  services: [
    'How do I add my services to the catalog?',
    'How do base hours and complexity of a service work?',
    'How do I deactivate a service?',
    'How many active services can I have?',
  ],
  clients: [
    'How do I add a client?',
    'How do I track my clients in the sales funnel?',
    'Where do I see the pipeline and the stage of each deal?',
    'Do you have a CRM to organize my customers and contacts?',
  ],
  knowledge: [
    'What is in the Knowledge Hub?',
    'Do you have articles, guides or content for freelancers?',
    'Where can I learn about pricing and contracts?',
  ],
  support: [
    'How do I contact support?',
    'What is the support e-mail address?',
    'What are your support hours?',
    'I need help with a problem, who do I talk to?',
    'How do I reach you or get in touch with the team?',
  ],
  language: [
    'Is Valora available in Spanish or German?',
    'How do I change the app language?',
    'Can proposals and e-mails to my client be in another language?',
  ],
};
