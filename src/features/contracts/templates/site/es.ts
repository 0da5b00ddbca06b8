// Traducción al español del contrato de creación de sitio web (el original jurídico es pt-BR.ts).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de creación de sitio web',
  summary:
    'Para proyectos de sitio corporativo, landing page, portafolio o blog, del diseño a la publicación, con alojamiento y dominio a nombre del cliente.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'PRESTADOR(A): {{profissional.nome}}, inscrito(a) en el registro fiscal brasileño (CPF/CNPJ) con el n.º {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}}, correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'CLIENTE: {{cliente.nome}}, inscrito(a) en el registro fiscal (CPF/CNPJ) con el n.º {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}}, correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes arriba identificadas celebran el presente contrato de prestación de servicios de creación de sitio web, que se regirá por las cláusulas siguientes y por los artículos 593 a 609 del Código Civil brasileño. Los correos electrónicos indicados son los canales oficiales de comunicación entre las partes, también para aprobaciones y notificaciones.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto y alcance',
      paragraphs: [
        'El objeto de este contrato es la planificación, el diseño, el desarrollo y la publicación, por el PRESTADOR(A), de un sitio web para el CLIENTE, conforme a la propuesta «{{proposta.titulo}}», de fecha {{proposta.data}}, que comprende los siguientes conceptos:',
        '{{proposta.itens}}',
        'Salvo disposición distinta en la propuesta, el sitio será adaptable (responsive) a ordenadores, tabletas y teléfonos móviles, compatible con las versiones actuales de los principales navegadores y se entregará con una configuración básica de optimización para buscadores (títulos, descripciones y mapa del sitio). El número de páginas, secciones, idiomas y funcionalidades es el descrito en la propuesta.',
        'Párrafo único. Salvo disposición expresa en la propuesta, el precio no incluye redacción de textos, producción o compra de fotografías, ilustraciones y vídeos, traducción, licencias de temas, plugins o fuentes de pago, alojamiento, dominio, campañas publicitarias ni mantenimiento después del período de soporte previsto en este contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Plazos y etapas',
      paragraphs: [
        'El PRESTADOR(A) entregará el sitio listo para la aprobación final en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde la última de estas fechas: el pago del anticipo o la recepción del briefing completo y de los contenidos (textos, imágenes y logotipo) indicados en la propuesta.',
        'El proyecto seguirá estas etapas: a) briefing y estructura de páginas; b) diseño o prototipo de la página de inicio y de las páginas modelo; c) desarrollo de las páginas aprobadas; d) revisión final y publicación.',
        'Párrafo único. El plazo queda suspendido, y se prorroga por el mismo número de días, mientras el CLIENTE esté en mora con pagos, aprobaciones, contenidos o accesos que le correspondan, así como durante el análisis de los cambios de alcance que solicite.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Aprobación del diseño, revisión final y publicación',
      paragraphs: [
        'El diseño se presentará al CLIENTE, que dispondrá de 5 (cinco) días hábiles para aprobarlo o pedir ajustes por correo electrónico. Se incluyen hasta 2 (dos) rondas de ajustes del diseño; una vez aprobado, los cambios de estructura o de diseño se rigen por la cláusula de cambios de alcance.',
        'Concluido el desarrollo, el sitio se pondrá a disposición en una dirección provisional para la revisión final. El CLIENTE dispondrá de 5 (cinco) días hábiles para señalar errores o diferencias respecto del diseño aprobado, y el PRESTADOR(A) hará las correcciones en una ronda.',
        'El sitio se considerará aprobado cuando el CLIENTE lo apruebe expresamente o cuando transcurra el plazo de revisión sin observaciones. Aprobado el sitio, el PRESTADOR(A) lo publicará en el alojamiento y el dominio del CLIENTE y le entregará los accesos de administrador y una orientación básica sobre el uso del panel de contenidos, si lo hubiera.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Precio y forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) el importe total de {{proposta.total}}, de la siguiente forma: a) un anticipo del {{proposta.sinal_percentual}} del total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}}, en {{contrato.parcelas}} cuota(s) mensual(es) y sucesiva(s), la primera con vencimiento en la aprobación del sitio.',
        'Los pagos se efectuarán por Pix (el sistema brasileño de pagos instantáneos), a la clave {{profissional.pix}}, y el comprobante de la transferencia servirá como recibo. El PRESTADOR(A) emitirá la factura o el recibo de cada pago cuando sea exigible.',
        'Párrafo único. El precio no incluye los servicios de terceros mencionados en este contrato (alojamiento, dominio, licencias de temas, plugins, fuentes y bancos de imágenes), que serán contratados y pagados directamente por el CLIENTE, salvo pacto distinto por escrito.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Mora en el pago',
      paragraphs: [
        'El retraso en cualquier pago sujetará al CLIENTE a una multa del 2% (dos por ciento) sobre el importe adeudado, intereses de demora del 1% (uno por ciento) mensual, calculados pro rata die, y actualización monetaria según el índice IPCA, desde el vencimiento hasta el pago efectivo.',
        'Párrafo único. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender los servicios y la publicación hasta la regularización, prorrogándose los plazos por el período de la suspensión, sin perjuicio de la resolución prevista en este contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Cambios de alcance',
      paragraphs: [
        'Las solicitudes de nuevas páginas, secciones, idiomas o funcionalidades, de rondas de ajustes adicionales a las incluidas o de cambios en el diseño ya aprobado serán evaluadas por el PRESTADOR(A), que informará por escrito la estimación de horas y el impacto en el plazo antes de ejecutarlas.',
        'Las horas adicionales se cobrarán a razón de {{profissional.valor_hora}} por hora, tarifa horaria propia del PRESTADOR(A), y solo se ejecutarán tras la conformidad del CLIENTE por escrito, incluso por correo electrónico. Los importes adicionales se pagarán con la cuota siguiente o, si no la hubiera, a la entrega del cambio.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con pericia y diligencia, según buenas prácticas de usabilidad, accesibilidad, rendimiento y seguridad; b) cumplir los plazos pactados, salvo las suspensiones previstas en este contrato; c) mantener al CLIENTE informado del avance de cada etapa; d) utilizar temas, plugins, fuentes e imágenes solo con licencias que permitan su uso en el sitio, informando al CLIENTE de las que requieran pago o renovación; e) guardar reserva y proteger las contraseñas y accesos recibidos; f) prestar el soporte previsto en este contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar el precio en las fechas pactadas; b) facilitar a tiempo y en formato adecuado el briefing, los textos, las imágenes, el logotipo y la demás información del sitio; c) responder a las solicitudes de aprobación en los plazos previstos, a través de una persona responsable; d) contratar y mantener a su nombre el alojamiento y el dominio, en la forma de este contrato; e) garantizar que es titular de los derechos sobre los contenidos que facilita y que la información publicada es veraz y lícita; f) cambiar las contraseñas de acceso tras la entrega y mantener copias de seguridad del sitio desde su publicación.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Alojamiento y dominio',
      paragraphs: [
        'El dominio y el alojamiento del sitio se registrarán y contratarán a nombre del CLIENTE, que será su único titular y asumirá directamente sus costes y renovaciones. El PRESTADOR(A) podrá orientar la elección de los proveedores y, con los accesos facilitados por el CLIENTE, realizará la configuración necesaria para la publicación, incluida la vinculación del dominio y el certificado de seguridad (SSL) que ofrezca el proveedor de alojamiento.',
        'La disponibilidad del sitio, la velocidad del servidor, las copias de seguridad automáticas y los servicios de correo electrónico dependen del proveedor de alojamiento elegido por el CLIENTE y no son responsabilidad del PRESTADOR(A). El CLIENTE es responsable de renovar a tiempo el dominio y el alojamiento, y la pérdida del dominio o la suspensión del alojamiento por falta de renovación no generará responsabilidad alguna para el PRESTADOR(A).',
        'Párrafo único. Las actualizaciones, el mantenimiento técnico, las copias de seguridad y los cambios de contenido posteriores al período de soporte no forman parte de este contrato y, si se desean, serán objeto de un contrato específico de mantenimiento.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Soporte tras la publicación',
      paragraphs: [
        'Durante 30 (treinta) días desde la publicación, el PRESTADOR(A) corregirá gratuitamente los errores de funcionamiento o de visualización del sitio que se deriven de su trabajo y lo aparten del estándar aprobado, iniciando el análisis en un plazo de 3 (tres) días hábiles tras la comunicación por correo electrónico.',
        'El soporte no cubre: a) modificaciones hechas en el sitio por el CLIENTE o por terceros; b) fallos del alojamiento, del dominio o de servicios externos; c) problemas causados por actualizaciones de temas, plugins, navegadores o de la plataforma realizadas tras la publicación; d) la inclusión de contenidos o de nuevas funcionalidades.',
        'Párrafo único. Este soporte no excluye ni reduce los derechos del CLIENTE que sea consumidor conforme a la Lei 8.078/1990 (Código de Defensa del Consumidor brasileño). El PRESTADOR(A) no garantiza posiciones en los resultados de los buscadores, volumen de visitas ni resultados comerciales, que dependen de factores ajenos a su control.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Derechos de autor',
      paragraphs: [
        'El diseño, los elementos gráficos creados y el código desarrollado específicamente para el sitio son obras protegidas por la Lei 9.610/1998 (Ley brasileña de Derechos de Autor) y, en cuanto al código, por la Lei 9.609/1998 (Ley brasileña de Software). Tras el pago íntegro del precio, el PRESTADOR(A) cede al CLIENTE, con carácter definitivo, los derechos patrimoniales sobre esas creaciones, para su uso, modificación y reproducción en el sitio y en los demás medios digitales del CLIENTE, sin límite de tiempo. Hasta el pago íntegro, el CLIENTE dispone de una licencia de uso no exclusiva e intransferible de esas creaciones, también para la publicación, que se extinguirá si el contrato se resuelve por falta de pago.',
        'Los temas, plugins, fuentes, iconos, bibliotecas e imágenes de terceros siguen regidos por sus propias licencias, que el CLIENTE deberá respetar. Los diseños no aprobados y los estudios no elegidos siguen siendo del PRESTADOR(A).',
        'Los derechos morales del PRESTADOR(A) quedan preservados conforme al artículo 24 de la Lei 9.610/1998, y el PRESTADOR(A) autoriza desde ahora las modificaciones y actualizaciones que el CLIENTE haga en el sitio. El PRESTADOR(A) podrá mostrar el sitio en su portafolio e incluir un crédito discreto en el pie de página, salvo que el CLIENTE declare el proyecto confidencial o pida por escrito la retirada del crédito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidad',
      paragraphs: [
        'Las partes mantendrán en secreto la información no pública a la que accedan con motivo de este contrato, como contraseñas, datos de clientes, estrategias y condiciones comerciales, y los contenidos del sitio antes de su publicación, y la utilizarán solo para ejecutar este contrato.',
        'La obligación de confidencialidad rige durante el contrato y durante 2 (dos) años tras su terminación, y no se aplica a la información que se haga pública sin culpa de la parte receptora o cuya divulgación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales de la otra conforme a la Lei 13.709/2018 (Ley General de Protección de Datos Personales de Brasil, LGPD), cada una como responsable de los datos que recoge, solo para ejecutar este contrato y cumplir obligaciones legales, con medidas de seguridad adecuadas, y los eliminarán al término del contrato, salvo obligación legal de conservarlos.',
        'El CLIENTE es el responsable de los datos personales de los visitantes recogidos por el sitio (formularios, cookies, herramientas de estadística y de publicidad) y le corresponde definir las finalidades y bases legales del tratamiento, publicar la política de privacidad y el aviso de cookies y atender a los titulares. El PRESTADOR(A) implementará los recursos técnicos previstos en la propuesta para ese fin.',
        'Párrafo único. Si durante el proyecto tiene acceso a datos personales de visitantes o clientes del CLIENTE, el PRESTADOR(A) actuará como encargado del tratamiento (operador), conforme al artículo 39 de la LGPD: tratará esos datos solo según las instrucciones del CLIENTE, no los compartirá, comunicará sin demora cualquier incidente de seguridad y los eliminará al término del contrato.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Resolución del contrato',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin justa causa mediante preaviso por escrito de 15 (quince) días. En tal caso, el CLIENTE pagará los servicios ejecutados hasta la fecha de la resolución, en proporción a las etapas concluidas, y la parte que resuelva pagará a la otra una penalización del 10% (diez por ciento) sobre el valor de la parte del contrato aún no ejecutada.',
        'El anticipo remunera la planificación y los trabajos ya iniciados: si el CLIENTE resuelve sin justa causa, se descontará de los importes adeudados y no se restituirá en la parte que los cubra. Si el PRESTADOR(A) resuelve sin justa causa, restituirá lo recibido por servicios no ejecutados, además de la penalización.',
        'El contrato podrá resolverse de inmediato, sin penalización para la parte cumplidora, si la otra incumple una obligación contractual y no subsana el incumplimiento en 5 (cinco) días hábiles tras ser notificada por correo electrónico. En cualquier caso, el CLIENTE recibirá los archivos de las etapas pagadas, y la cesión de derechos se limitará a ellos.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por daños derivados de este contrato se limita al importe efectivamente recibido del CLIENTE, y ninguna de las partes responderá por daños indirectos, lucro cesante o pérdida de ingresos, salvo en caso de dolo o culpa grave, y sin perjuicio de los supuestos en que la ley no admita limitación.',
        'El CLIENTE es el único responsable de los textos, imágenes, marcas, precios y demás información que facilite o publique en el sitio, también después de la entrega, y mantendrá indemne al PRESTADOR(A) frente a reclamaciones de terceros a ese respecto, como las de infracción de derechos de autor, de marca o de imagen.',
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
