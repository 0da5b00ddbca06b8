// How people ask for each FAQ entry in Spanish (see pt-BR.ts).
import type { FaqQuestions } from '../faq-search';

export const questions: FaqQuestions = {
  plans: [
    '¿Qué planes y precios tienen?',
    '¿Cuánto cuesta la suscripción mensual de Valora?',
    '¿Qué diferencia hay entre los planes Junior, Pleno, Senior y Web Designer?',
    '¿Cuál es el valor de la mensualidad?',
    '¿Hay un plan vitalicio con pago único?',
    '¿Cuánto es la cuota de cada plan?',
  ],
  trial: [
    '¿Hay prueba gratis?',
    '¿Puedo probarlo antes de suscribirme?',
    '¿Cuántos días dura el periodo de prueba gratuita?',
    '¿Necesito tarjeta de crédito para empezar la prueba?',
  ],
  guarantee: [
    '¿Tiene garantía?',
    'Si no me gusta, ¿me devuelven el dinero?',
    '¿Cómo pido un reembolso o una devolución?',
    '¿Cuál es el plazo de garantía?',
    '¿Me reembolsan lo que pagué si no me convence?',
  ],
  rate: [
    '¿Cómo calcula Valora mi tarifa por hora?',
    '¿Cuál es la fórmula de la calculadora de precio por hora?',
    '¿Cómo defino mi meta mensual, mis costos fijos y las horas por semana?',
    '¿Cuánto vale mi hora de trabajo?',
    '¿Cómo pongo mi meta de ingresos para calcular la tarifa?',
  ],
  pricing: [
    '¿Cuánto debo cobrar por un trabajo?',
    '¿Cómo pongo precio a un proyecto, un logotipo, una web o una identidad visual?',
    '¿Qué precio cobrar al cliente por mi servicio freelance?',
    '¿Estoy cobrando muy barato? ¿Cómo sé el precio correcto?',
    '¿Tienen una tabla de precios de mercado?',
  ],
  payment: [
    '¿Qué formas de pago aceptan para la suscripción?',
    '¿Puedo pagar el plan con Pix?',
    '¿Aceptan tarjeta de crédito? ¿Puedo pagar en cuotas?',
    '¿Cómo pago Valora?',
  ],
  cancel: [
    '¿Cómo cancelo mi suscripción?',
    '¿Hay multa o permanencia mínima para cancelar?',
    '¿Puedo irme cuando quiera? ¿Qué pasa con mis datos?',
    'Quiero dar de baja mi plan',
    '¿Cómo termino o doy de baja el plan?',
  ],
  proposals: [
    '¿Cómo creo una propuesta comercial?',
    '¿Cómo envío un presupuesto al cliente?',
    '¿Cómo descargo la propuesta en PDF?',
    '¿Puedo quitar la marca Valora del PDF?',
    '¿Cómo acepta el cliente la propuesta desde el enlace?',
  ],
  deposit: [
    '¿Cómo recibo el anticipo del cliente por Pix?',
    '¿Dónde registro mi clave Pix para cobrar la seña?',
    '¿El cliente puede pagar un adelanto después de aceptar la propuesta?',
    '¿Cómo configuro el porcentaje del anticipo?',
  ],
  services: [
    '¿Cómo registro mis servicios en el catálogo?',
    '¿Cómo funcionan las horas base y la complejidad de un servicio?',
    '¿Cómo desactivo un servicio?',
    '¿Cuántos servicios activos puedo tener?',
  ],
  clients: [
    '¿Cómo registro un cliente?',
    '¿Cómo sigo a mis clientes en el embudo de ventas?',
    '¿Dónde veo el pipeline y la etapa de cada negocio?',
    '¿Tienen un CRM para organizar mis contactos?',
  ],
  knowledge: [
    '¿Qué hay en el Knowledge Hub?',
    '¿Tienen artículos, guías o contenidos para freelancers?',
    '¿Dónde aprendo sobre precios y contratos?',
  ],
  support: [
    '¿Cómo contacto con soporte?',
    '¿Cuál es el correo electrónico de atención?',
    '¿Cuál es el horario de atención?',
    'Necesito ayuda con un problema, ¿con quién hablo?',
    '¿Cómo me pongo en contacto con el equipo?',
  ],
  language: [
    '¿Valora está disponible en inglés o alemán?',
    '¿Cómo cambio el idioma de la aplicación?',
    '¿La propuesta y los correos al cliente pueden salir en otro idioma?',
  ],
};
