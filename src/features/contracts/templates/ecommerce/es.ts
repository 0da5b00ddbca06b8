// Traducción al español del contrato de tienda online (el original jurídico es pt-BR.ts).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de creación de tienda online',
  summary:
    'Para tiendas online: configuración de la plataforma, medios de pago y envío, alta de productos y publicación, con las comisiones de terceros a cargo del cliente.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'PRESTADOR(A): {{profissional.nome}}, inscrito(a) en el registro fiscal brasileño (CPF/CNPJ) con el n.º {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}}, correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'CLIENTE: {{cliente.nome}}, inscrito(a) en el registro fiscal (CPF/CNPJ) con el n.º {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}}, correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes arriba identificadas celebran el presente contrato de prestación de servicios de creación de tienda online, que se regirá por las cláusulas siguientes y por los artículos 593 a 609 del Código Civil brasileño. Los correos electrónicos indicados son los canales oficiales de comunicación entre las partes, también para aprobaciones y notificaciones.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto y alcance',
      paragraphs: [
        'El objeto de este contrato es la creación, por el PRESTADOR(A), de una tienda online para el CLIENTE, conforme a la propuesta «{{proposta.titulo}}», de fecha {{proposta.data}}, que comprende los siguientes conceptos:',
        '{{proposta.itens}}',
        'La plataforma de comercio electrónico, los medios de pago, las modalidades de envío, la cantidad de productos que se darán de alta y las funcionalidades de la tienda son los indicados en la propuesta. La tienda será adaptable (responsive) y compatible con las versiones actuales de los principales navegadores.',
        'Párrafo único. Salvo disposición expresa en la propuesta, el precio no incluye cuotas y comisiones de la plataforma, de los medios de pago y de aplicaciones o extensiones, alojamiento, dominio, fotografías y descripciones de productos, gestión de pedidos, atención a los consumidores, campañas publicitarias ni mantenimiento después del período de soporte previsto en este contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Plazos, etapas y aprobación',
      paragraphs: [
        'El PRESTADOR(A) entregará la tienda lista para la aprobación final en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde la última de estas fechas: el pago del anticipo o la recepción del briefing, de los accesos a las cuentas de la plataforma y de los medios de pago y de la hoja de cálculo de productos.',
        'El proyecto seguirá estas etapas: a) briefing y definición de la estructura de la tienda; b) diseño de la página de inicio, de la ficha de producto y del carrito, con hasta 2 (dos) rondas de ajustes; c) configuración de la plataforma, de los medios de pago y del envío; d) alta de los productos; e) compras de prueba y publicación.',
        'Concluidas las etapas, la tienda se pondrá a disposición en modo de prueba, y el CLIENTE dispondrá de 5 (cinco) días hábiles para revisarla y señalar por correo electrónico errores o diferencias respecto de lo aprobado. Corregidas las observaciones, se hará al menos una compra de prueba con cada medio de pago configurado. La tienda se considerará aprobada cuando el CLIENTE la apruebe expresamente, cuando transcurra el plazo de revisión sin observaciones o cuando la tienda empiece a recibir pedidos reales.',
        'Párrafo único. El plazo queda suspendido, y se prorroga por el mismo número de días, mientras el CLIENTE esté en mora con pagos, aprobaciones, contenidos o accesos que le correspondan, mientras espere la aprobación de sus cuentas por la plataforma o por los medios de pago, y durante el análisis de los cambios de alcance que solicite.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Precio y forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) el importe total de {{proposta.total}}, de la siguiente forma: a) un anticipo del {{proposta.sinal_percentual}} del total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}}, en {{contrato.parcelas}} cuota(s) mensual(es) y sucesiva(s), la primera con vencimiento en la aprobación de la tienda.',
        'Los pagos se efectuarán por Pix (el sistema brasileño de pagos instantáneos), a la clave {{profissional.pix}}, y el comprobante de la transferencia servirá como recibo. El PRESTADOR(A) emitirá la factura o el recibo de cada pago cuando sea exigible.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Mora en el pago',
      paragraphs: [
        'El retraso en cualquier pago sujetará al CLIENTE a una multa del 2% (dos por ciento) sobre el importe adeudado, intereses de demora del 1% (uno por ciento) mensual, calculados pro rata die, y actualización monetaria según el índice IPCA, desde el vencimiento hasta el pago efectivo.',
        'Párrafo único. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender los servicios y la publicación de la tienda hasta la regularización, prorrogándose los plazos por el período de la suspensión, sin perjuicio de la resolución prevista en este contrato.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Cambios de alcance',
      paragraphs: [
        'Las solicitudes de nuevas páginas, funcionalidades, integraciones, medios de pago o de envío, de alta de productos por encima de la cantidad prevista, de rondas de ajustes adicionales a las incluidas o de cambios en lo ya aprobado serán evaluadas por el PRESTADOR(A), que informará por escrito la estimación de horas y el impacto en el plazo antes de ejecutarlas.',
        'Las horas adicionales se cobrarán a razón de {{profissional.valor_hora}} por hora, tarifa horaria propia del PRESTADOR(A), y solo se ejecutarán tras la conformidad del CLIENTE por escrito, incluso por correo electrónico. Los importes adicionales se pagarán con la cuota siguiente o, si no la hubiera, a la entrega del cambio.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con pericia y diligencia, según buenas prácticas de usabilidad, rendimiento y seguridad; b) cumplir los plazos pactados, salvo las suspensiones previstas en este contrato; c) configurar los medios de pago y de envío solo con las cuentas y credenciales del CLIENTE, sin recibir nunca en cuentas propias importes de ventas de la tienda; d) probar el flujo de compra antes de la publicación; e) utilizar temas, aplicaciones e imágenes solo con licencias que permitan su uso en la tienda, informando al CLIENTE de las que sean de pago; f) guardar reserva y proteger las contraseñas y accesos recibidos; g) prestar el soporte previsto en este contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar el precio en las fechas pactadas; b) abrir y mantener a su nombre las cuentas en la plataforma, en los medios de pago, en los servicios de envío, en el alojamiento y en el dominio, aportando los documentos que esos proveedores exijan; c) facilitar a tiempo el briefing, el logotipo, las imágenes y los datos de los productos; d) responder a las solicitudes de aprobación en los plazos previstos, a través de una persona responsable; e) cambiar las contraseñas de acceso tras la entrega; f) tras la aprobación, gestionar el catálogo, los precios, las existencias y los pedidos de la tienda, con la orientación básica sobre el panel de administración que le dé el PRESTADOR(A).',
        'Como proveedor frente a los consumidores, corresponde exclusivamente al CLIENTE cumplir la Lei 8.078/1990 (Código de Defensa del Consumidor brasileño) y el Decreto 7.962/2013 sobre comercio electrónico, incluido: a) informar en la tienda su razón social o nombre, CPF o CNPJ, dirección y canales de atención; b) definir y publicar las políticas de cambio, devolución, desistimiento, entrega y privacidad; c) emitir los documentos fiscales de las ventas y pagar los tributos; d) responder por la calidad, la entrega y la licitud de los productos vendidos y por la atención a los consumidores. El PRESTADOR(A) habilitará en la tienda las páginas y los campos para esa información, con los textos que facilite el CLIENTE.',
      ],
    },
    {
      key: 'cadastro_produtos',
      heading: 'Alta de productos',
      paragraphs: [
        'El PRESTADOR(A) dará de alta en la tienda la cantidad de productos indicada en la propuesta, a partir de una hoja de cálculo facilitada por el CLIENTE con, para cada producto: nombre, descripción, precio, variantes (como talla y color), código (SKU), existencias, peso y dimensiones para el cálculo del envío, categoría y fotografías en formato adecuado.',
        'El alta se hará conforme a los datos recibidos, y el CLIENTE es responsable de la exactitud de precios, descripciones, existencias, medidas e información obligatoria de los productos, y deberá comprobarlos al revisar la tienda. Las correcciones derivadas de datos incorrectos o modificados por el CLIENTE tras el envío de la hoja de cálculo, y el alta de productos por encima de la cantidad prevista, se rigen por la cláusula de cambios de alcance.',
      ],
    },
    {
      key: 'plataforma_pagamentos',
      heading: 'Plataforma, medios de pago y comisiones',
      paragraphs: [
        'La plataforma de comercio electrónico, los medios de pago (intermediarios, pasarelas y adquirentes), los servicios de envío y las aplicaciones o extensiones serán contratados por el CLIENTE a su propio nombre, conforme a las condiciones de uso de cada proveedor, y el CLIENTE asumirá directamente sus cuotas, tarifas por transacción, comisiones, comisiones por anticipo de cobros, devoluciones y demás cargos.',
        'Los importes de las ventas serán pagados por los consumidores directamente en las cuentas del CLIENTE en los medios de pago. El análisis de riesgo, la aprobación de transacciones, la transferencia de fondos, los contracargos (chargebacks) y los fraudes se rigen por los contratos entre el CLIENTE y esos proveedores, sin responsabilidad del PRESTADOR(A).',
        'Los datos de las tarjetas de pago serán recogidos y procesados por los medios de pago en sus entornos certificados y no se almacenarán en la tienda. Los cambios de precios, reglas o funcionalidades que introduzcan los proveedores tras la publicación, y la eventual suspensión de las cuentas del CLIENTE por ellos, no son responsabilidad del PRESTADOR(A); las adaptaciones necesarias se rigen por la cláusula de cambios de alcance.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Alojamiento y dominio',
      paragraphs: [
        'El dominio de la tienda y, cuando la plataforma no incluya alojamiento, el servicio de alojamiento se registrarán y contratarán a nombre del CLIENTE, que será su único titular y asumirá directamente sus costes y renovaciones. Con los accesos facilitados por el CLIENTE, el PRESTADOR(A) vinculará el dominio y activará el certificado de seguridad (SSL), imprescindible para el funcionamiento del proceso de pago.',
        'La disponibilidad de la tienda, la velocidad del servidor y las copias de seguridad automáticas dependen de la plataforma o del alojamiento elegido por el CLIENTE. El CLIENTE es responsable de renovar a tiempo el dominio, la plataforma y el alojamiento, y la interrupción de la tienda por falta de renovación o de pago a esos proveedores no generará responsabilidad alguna para el PRESTADOR(A).',
        'Párrafo único. Las actualizaciones, el mantenimiento técnico y los cambios en la tienda posteriores al período de soporte no forman parte de este contrato y, si se desean, serán objeto de un contrato específico de mantenimiento.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Soporte tras la publicación',
      paragraphs: [
        'Durante 30 (treinta) días desde la publicación, el PRESTADOR(A) corregirá gratuitamente los errores de funcionamiento o de visualización de la tienda que se deriven de su trabajo, incluidas las configuraciones de pago y de envío que haya realizado, dando prioridad a los que impidan completar compras e iniciando el análisis en un plazo de 2 (dos) días hábiles tras la comunicación por correo electrónico.',
        'El soporte no cubre: a) modificaciones hechas en la tienda por el CLIENTE o por terceros; b) fallos o indisponibilidad de la plataforma, de los medios de pago, de los servicios de envío, del alojamiento o del dominio; c) problemas causados por actualizaciones realizadas por los proveedores tras la publicación; d) el alta de nuevos productos o nuevas funcionalidades.',
        'Párrafo único. Este soporte no excluye ni reduce los derechos del CLIENTE que sea consumidor conforme a la Lei 8.078/1990. El PRESTADOR(A) no garantiza volumen de ventas, de visitas ni posiciones en los buscadores, que dependen de factores ajenos a su control.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Derechos de autor',
      paragraphs: [
        'El diseño, los elementos gráficos creados y el código desarrollado específicamente para la tienda son obras protegidas por la Lei 9.610/1998 (Ley brasileña de Derechos de Autor) y, en cuanto al código, por la Lei 9.609/1998 (Ley brasileña de Software). Tras el pago íntegro del precio, el PRESTADOR(A) cede al CLIENTE, con carácter definitivo, los derechos patrimoniales sobre esas creaciones, para su uso, modificación y reproducción en la tienda y en los demás medios digitales del CLIENTE, sin límite de tiempo. Hasta el pago íntegro, el CLIENTE dispone de una licencia de uso no exclusiva e intransferible de esas creaciones, también para la publicación, que se extinguirá si el contrato se resuelve por falta de pago.',
        'La plataforma y los temas, aplicaciones, fuentes e imágenes de terceros siguen regidos por sus propias condiciones y licencias. Las fotografías y descripciones de productos facilitadas por el CLIENTE siguen siendo suyas.',
        'Los derechos morales del PRESTADOR(A) quedan preservados conforme al artículo 24 de la Lei 9.610/1998, y el PRESTADOR(A) autoriza desde ahora las modificaciones y actualizaciones que el CLIENTE haga en la tienda. El PRESTADOR(A) podrá mostrar la tienda en su portafolio e incluir un crédito discreto en el pie de página, salvo que el CLIENTE declare el proyecto confidencial o pida por escrito la retirada del crédito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidad',
      paragraphs: [
        'Las partes mantendrán en secreto la información no pública a la que accedan con motivo de este contrato, como contraseñas, credenciales de los medios de pago, datos de clientes y de ventas, costes, márgenes y estrategias comerciales, y la utilizarán solo para ejecutar este contrato.',
        'La obligación de confidencialidad rige durante el contrato y durante 2 (dos) años tras su terminación, y no se aplica a la información que se haga pública sin culpa de la parte receptora o cuya divulgación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales de la otra conforme a la Lei 13.709/2018 (Ley General de Protección de Datos Personales de Brasil, LGPD), cada una como responsable de los datos que recoge, solo para ejecutar este contrato y cumplir obligaciones legales, con medidas de seguridad adecuadas, y los eliminarán al término del contrato, salvo obligación legal de conservarlos.',
        'El CLIENTE es el responsable de los datos personales de los consumidores tratados por la tienda (registros, pedidos, direcciones de entrega, cookies y herramientas de estadística y de publicidad) y le corresponde definir las finalidades y bases legales del tratamiento, publicar la política de privacidad y atender a los titulares.',
        'Párrafo único. Cuando, para configurar, probar o dar soporte a la tienda, el PRESTADOR(A) tenga acceso a datos personales de consumidores, actuará como encargado del tratamiento (operador), conforme al artículo 39 de la LGPD: tratará esos datos solo según las instrucciones del CLIENTE, no los copiará ni compartirá, comunicará sin demora cualquier incidente de seguridad y los eliminará al término del contrato.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Resolución del contrato',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin justa causa mediante preaviso por escrito de 15 (quince) días. En tal caso, el CLIENTE pagará los servicios ejecutados hasta la fecha de la resolución, en proporción a las etapas concluidas y a los productos dados de alta, y la parte que resuelva pagará a la otra una penalización del 10% (diez por ciento) sobre el valor de la parte del contrato aún no ejecutada.',
        'El anticipo remunera la planificación y los trabajos ya iniciados: si el CLIENTE resuelve sin justa causa, se descontará de los importes adeudados y no se restituirá en la parte que los cubra. Si el PRESTADOR(A) resuelve sin justa causa, restituirá lo recibido por servicios no ejecutados, además de la penalización.',
        'El contrato podrá resolverse de inmediato, sin penalización para la parte cumplidora, si la otra incumple una obligación contractual y no subsana el incumplimiento en 5 (cinco) días hábiles tras ser notificada por correo electrónico. En cualquier caso, las cuentas de la plataforma y de los medios de pago permanecen con el CLIENTE, el PRESTADOR(A) dejará de usar los accesos recibidos y la cesión de derechos se limitará a las etapas pagadas.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por daños derivados de este contrato se limita al importe efectivamente recibido del CLIENTE, y ninguna de las partes responderá por daños indirectos, lucro cesante, pérdida de ventas o de ingresos, salvo en caso de dolo o culpa grave, y sin perjuicio de los supuestos en que la ley no admita limitación.',
        'El CLIENTE es el único responsable de los productos que vende, de los precios, textos, imágenes y marcas que facilite o publique, de las obligaciones fiscales y de consumo de su actividad y de la relación con sus clientes, y mantendrá indemne al PRESTADOR(A) frente a reclamaciones de consumidores, proveedores, autoridades o terceros a ese respecto.',
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
