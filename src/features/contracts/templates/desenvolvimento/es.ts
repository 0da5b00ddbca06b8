// Traducción al español del contrato de desarrollo de software (el original jurídico es pt-BR.ts).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de desarrollo de software',
  summary: 'Para el desarrollo de sitios, sistemas web y aplicaciones, con pruebas de aceptación y garantía contra defectos.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'PRESTADOR(A): {{profissional.nome}}, inscrito(a) en el registro fiscal brasileño (CPF/CNPJ) con el n.º {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}}, correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'CLIENTE: {{cliente.nome}}, inscrito(a) en el registro fiscal (CPF/CNPJ) con el n.º {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}}, correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes arriba identificadas celebran el presente contrato de prestación de servicios de desarrollo de software, que se regirá por las cláusulas siguientes y por los artículos 593 a 609 del Código Civil brasileño. Los correos electrónicos indicados son los canales oficiales de comunicación entre las partes a todos los efectos de este contrato.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto y alcance',
      paragraphs: [
        'El objeto de este contrato es la prestación, por el PRESTADOR(A), de los servicios de desarrollo descritos en la propuesta «{{proposta.titulo}}», de fecha {{proposta.data}}, que comprenden los siguientes conceptos:',
        '{{proposta.itens}}',
        'El alcance comprende exclusivamente las funcionalidades, pantallas, integraciones y plataformas descritas en la propuesta y en el documento de requisitos aprobado por las partes, si lo hubiera. Cualquier funcionalidad, integración o plataforma no descrita en ellos queda fuera del alcance y se regirá por la cláusula de cambios de alcance.',
        'Párrafo único. Salvo disposición expresa en la propuesta, el precio no incluye alojamiento, registro de dominio, licencias de software de terceros, cuentas en tiendas de aplicaciones, servicios de envío de correo electrónico o SMS, producción de textos e imágenes, ni desarrollos posteriores al período de garantía.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Plazos y etapas',
      paragraphs: [
        'El PRESTADOR(A) entregará el software listo para las pruebas de aceptación en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde la última de estas fechas: el pago del anticipo o la recepción de todos los requisitos, accesos y materiales indicados en la propuesta.',
        'El desarrollo podrá organizarse en etapas (por ejemplo: a) levantamiento de requisitos; b) prototipo o diseño; c) desarrollo; d) pruebas y publicación), y el PRESTADOR(A) informará al CLIENTE del avance al final de cada una.',
        'Párrafo único. El plazo queda suspendido, y se prorroga por el mismo número de días, mientras el CLIENTE esté en mora con pagos, aprobaciones, respuestas, accesos o materiales que le correspondan, así como durante el análisis de los cambios de alcance que solicite.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Entregables, pruebas y aceptación',
      paragraphs: [
        'Concluido el desarrollo, el PRESTADOR(A) pondrá el software a disposición en un entorno de pruebas o de preproducción, y el CLIENTE dispondrá de 5 (cinco) días hábiles para probarlo y señalar por correo electrónico, de forma detallada, cualquier funcionamiento que no se ajuste al alcance aprobado.',
        'Se incluyen hasta 2 (dos) rondas de correcciones derivadas de las pruebas de aceptación. Las observaciones que supongan nuevas funcionalidades o cambios de lo aprobado no son correcciones y se rigen por la cláusula de cambios de alcance.',
        'El software se considerará aceptado cuando el CLIENTE lo apruebe expresamente, cuando transcurra el plazo de pruebas sin observaciones o cuando el CLIENTE lo ponga en uso real (producción), lo que ocurra primero.',
        'Párrafo único. Tras el pago íntegro, el PRESTADOR(A) entregará el código fuente, la documentación básica de instalación y los accesos de administrador, mediante el repositorio o archivo que indique el CLIENTE.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Precio y forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) el importe total de {{proposta.total}}, de la siguiente forma: a) un anticipo del {{proposta.sinal_percentual}} del total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}}, en {{contrato.parcelas}} cuota(s) mensual(es) y sucesiva(s), la primera con vencimiento en la aceptación del software.',
        'Los pagos se efectuarán por Pix (el sistema brasileño de pagos instantáneos), a la clave {{profissional.pix}}, y el comprobante de la transferencia servirá como recibo. El PRESTADOR(A) emitirá la factura o el recibo de cada pago cuando sea exigible.',
        'Párrafo único. El precio remunera únicamente los servicios descritos en el objeto. Los servicios de terceros necesarios para el proyecto, como alojamiento, dominio, licencias y cuentas en tiendas de aplicaciones, serán contratados y pagados directamente por el CLIENTE, salvo pacto distinto por escrito.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Mora en el pago',
      paragraphs: [
        'El retraso en cualquier pago sujetará al CLIENTE a una multa del 2% (dos por ciento) sobre el importe adeudado, intereses de demora del 1% (uno por ciento) mensual, calculados pro rata die, y actualización monetaria según el índice IPCA, desde el vencimiento hasta el pago efectivo.',
        'Párrafo único. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender los servicios hasta la regularización, prorrogándose los plazos por el período de la suspensión, sin perjuicio de la resolución prevista en este contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Cambios de alcance',
      paragraphs: [
        'Las solicitudes de nuevas funcionalidades, integraciones o pantallas, o de cambios en lo ya aprobado, serán evaluadas por el PRESTADOR(A), que informará por escrito la estimación de horas y el impacto en el plazo antes de ejecutarlas.',
        'Las horas adicionales se cobrarán a razón de {{profissional.valor_hora}} por hora, tarifa horaria propia del PRESTADOR(A), y solo se ejecutarán tras la conformidad del CLIENTE por escrito, incluso por correo electrónico. Los importes adicionales se pagarán con la cuota siguiente o, si no la hubiera, a la entrega del cambio.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con pericia y diligencia, según buenas prácticas de desarrollo y seguridad; b) cumplir los plazos pactados, salvo las suspensiones previstas en este contrato; c) mantener al CLIENTE informado del avance y de cualquier hecho que pueda afectar al plazo o al resultado; d) utilizar componentes de terceros solo con licencias que permitan el uso previsto, informando de ellas al CLIENTE; e) guardar reserva y proteger los accesos y datos recibidos; f) corregir los defectos conforme a la cláusula de garantía.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar el precio en las fechas pactadas; b) facilitar a tiempo los requisitos, contenidos, accesos a servidores, cuentas y sistemas, y demás información necesaria; c) designar a una persona responsable de resolver dudas y aprobar las etapas; d) realizar las pruebas de aceptación en el plazo previsto; e) contratar y mantener a su nombre los servicios de terceros necesarios (alojamiento, dominio, licencias, tiendas de aplicaciones); f) garantizar que es titular de los derechos sobre los materiales que facilita y que el uso del software cumplirá la legislación aplicable a su actividad.',
      ],
    },
    {
      key: 'garantia',
      heading: 'Garantía contra defectos',
      paragraphs: [
        'El PRESTADOR(A) garantiza, durante 90 (noventa) días desde la aceptación, la corrección gratuita de los defectos del software, entendidos como los funcionamientos que no se ajusten al alcance aprobado y que se deriven del código desarrollado por él o ella.',
        'Los defectos se comunicarán por correo electrónico, con la descripción del problema y, si es posible, los pasos para reproducirlo. El PRESTADOR(A) iniciará el análisis en un plazo de 3 (tres) días hábiles, dando prioridad a los defectos que impidan el uso del software.',
        'La garantía no cubre: a) modificaciones hechas en el código o en el entorno por el CLIENTE o por terceros; b) fallos de alojamiento, servidores, redes o servicios de terceros; c) incompatibilidades causadas por actualizaciones posteriores de navegadores, sistemas operativos, bibliotecas o API externas; d) el uso contrario a la documentación; e) nuevas funcionalidades.',
        'Párrafo único. Esta garantía no excluye ni reduce los derechos del CLIENTE que sea consumidor conforme a la Lei 8.078/1990 (Código de Defensa del Consumidor brasileño).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Propiedad intelectual y código fuente',
      paragraphs: [
        'El software está protegido por la Lei 9.609/1998 (Ley brasileña de Software) y, en lo que corresponda, por la Lei 9.610/1998 (Ley brasileña de Derechos de Autor). Conforme al artículo 4 de la Lei 9.609/1998, las partes estipulan que los derechos patrimoniales sobre el código desarrollado específicamente para el CLIENTE permanecen con el PRESTADOR(A) hasta el pago íntegro del precio y, a partir de entonces, quedan cedidos al CLIENTE con carácter definitivo, para su uso, modificación y explotación sin límite de territorio ni de tiempo.',
        'Hasta el pago íntegro, el CLIENTE dispondrá de una licencia de uso no exclusiva e intransferible de lo entregado, también en producción, que se extinguirá si el contrato se resuelve por falta de pago. Las bibliotecas, frameworks y componentes de código abierto o de terceros siguen regidos por sus propias licencias. Las herramientas y fragmentos genéricos que el PRESTADOR(A) ya poseía antes de este contrato siguen siendo de su titularidad y quedan licenciados al CLIENTE, sin exclusividad y por tiempo indefinido, en la medida necesaria para el uso del software.',
        'El PRESTADOR(A) conserva el derecho a reivindicar la autoría del software (artículo 2, § 1, de la Lei 9.609/1998) y podrá mencionar el proyecto y mostrar pantallas de él en su portafolio, salvo que el CLIENTE lo declare confidencial por escrito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidad',
      paragraphs: [
        'Las partes mantendrán en secreto la información no pública a la que accedan con motivo de este contrato, como reglas de negocio, datos de clientes, contraseñas, código, credenciales y condiciones comerciales, y la utilizarán solo para ejecutar el contrato.',
        'La obligación de confidencialidad rige durante el contrato y durante 2 (dos) años tras su terminación, y no se aplica a la información que se haga pública sin culpa de la parte receptora o cuya divulgación exija la ley o una orden judicial. Al término del contrato, el PRESTADOR(A) devolverá o destruirá las credenciales y copias recibidas.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales de la otra conforme a la Lei 13.709/2018 (Ley General de Protección de Datos Personales de Brasil, LGPD), cada una como responsable de los datos que recoge, solo para ejecutar este contrato y cumplir obligaciones legales, con medidas de seguridad adecuadas, y los eliminarán al término del contrato, salvo obligación legal de conservarlos.',
        'Cuando, para desarrollar, probar o publicar el software, el PRESTADOR(A) tenga acceso a datos personales de clientes, usuarios o empleados del CLIENTE, actuará como encargado del tratamiento (operador), conforme al artículo 39 de la LGPD: tratará esos datos solo según las instrucciones del CLIENTE, adoptará medidas de seguridad adecuadas, no los compartirá con terceros, comunicará sin demora cualquier incidente de seguridad y, al término del contrato, los eliminará de sus equipos, salvo obligación legal de conservarlos. Siempre que sea posible, las pruebas se harán con datos ficticios o anonimizados.',
        'Párrafo único. Corresponde al CLIENTE, como responsable de los datos tratados por el software en producción, definir las finalidades y bases legales del tratamiento y mantener la política de privacidad y la atención a los titulares.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Resolución del contrato',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin justa causa mediante preaviso por escrito de 15 (quince) días. En tal caso, el CLIENTE pagará los servicios ejecutados hasta la fecha de la resolución, en proporción a las etapas concluidas y a las horas efectivamente trabajadas y acreditadas, y la parte que resuelva pagará a la otra una penalización del 10% (diez por ciento) sobre el valor de la parte del contrato aún no ejecutada.',
        'El anticipo remunera la planificación y los trabajos ya iniciados: si el CLIENTE resuelve sin justa causa, se descontará de los importes adeudados y no se restituirá en la parte que los cubra. Si el PRESTADOR(A) resuelve sin justa causa, restituirá lo recibido por servicios no ejecutados, además de la penalización.',
        'El contrato podrá resolverse de inmediato, sin penalización para la parte cumplidora, si la otra incumple una obligación contractual y no subsana el incumplimiento en 5 (cinco) días hábiles tras ser notificada por correo electrónico. En cualquier caso de resolución, el código correspondiente a los servicios pagados se entregará al CLIENTE y la cesión de derechos se limitará a él.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por daños derivados de este contrato se limita al importe efectivamente recibido del CLIENTE, y ninguna de las partes responderá por daños indirectos, lucro cesante o pérdida de ingresos, salvo en caso de dolo o culpa grave, y sin perjuicio de los supuestos en que la ley no admita limitación.',
        'El PRESTADOR(A) no responde por la indisponibilidad o los fallos del alojamiento, de las redes o de servicios de terceros, ni por la pérdida de datos cuando el CLIENTE no mantenga copias de seguridad. El CLIENTE es el único responsable de los contenidos, marcas, imágenes, datos e información que facilite y del uso que haga del software, y mantendrá indemne al PRESTADOR(A) frente a reclamaciones de terceros a ese respecto.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Firma electrónica',
      paragraphs: [
        'Las partes acuerdan firmar este contrato electrónicamente a través de la plataforma Valora, con verificación del correo electrónico del CLIENTE mediante un código enviado a esa dirección, autenticación del PRESTADOR(A) en su cuenta de la plataforma y registro del nombre, el documento, la dirección IP, la fecha y hora y el resumen criptográfico SHA-256 del contenido firmado.',
        'Las partes reconocen este medio como válido para acreditar la autoría y la integridad del documento, conforme al artículo 10, § 2, de la Medida Provisória (MP) 2.200-2/2001, y como firma electrónica avanzada en los términos del artículo 4, inciso II, de la Lei 14.063/2020 de Brasil, y renuncian a la firma en papel y a la presencia de testigos.',
        'Párrafo único. Cualquier modificación del contenido después de una firma genera una nueva versión, que requiere nuevas firmas, y cada parte podrá obtener a través de la plataforma una copia del contrato firmado y del registro de las evidencias de la firma.',
      ],
    },
    {
      key: 'foro',
      heading: 'Ley aplicable y jurisdicción',
      paragraphs: [
        'Este contrato se rige por las leyes de la República Federativa de Brasil. Para resolver cualquier controversia derivada de él, las partes se someten a los tribunales de {{profissional.cidade}}, Brasil, con renuncia a cualquier otro fuero, por privilegiado que sea, salvo el derecho del CLIENTE que sea consumidor a demandar ante los tribunales de su domicilio. Antes de acudir a los tribunales, las partes procurarán resolver amistosamente sus diferencias.',
        'Y, en prueba de conformidad, las partes firman este contrato electrónicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
