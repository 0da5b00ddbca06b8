// Traducción al español de la plantilla de traducción y redacción (pt-BR.ts es el original jurídico).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de traducción y redacción',
  summary:
    'Para traducción, revisión y redacción de textos (copywriting, artículos, contenidos): el texto de origen, el recuento de palabras, las rondas de revisión y los derechos sobre el texto entregado.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'De una parte, {{profissional.nome}}, inscrito(a) en Brasil en el CPF/CNPJ con el nº {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}} y correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'De otra parte, {{cliente.nome}}, inscrito(a) en el CPF/CNPJ (o identificación fiscal equivalente) con el nº {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}} y correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes celebran este contrato de prestación de servicios de traducción y redacción, que se rige por las cláusulas siguientes y por los artículos 593 a 609 del Código Civil brasileño.',
        'Párrafo único. Los correos electrónicos indicados son los canales oficiales de comunicación entre las partes para todos los fines de este contrato, incluidos el envío de textos, las aprobaciones y las notificaciones.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto y alcance',
      paragraphs: [
        'El objeto de este contrato es la prestación, por el PRESTADOR(A), de los servicios de traducción, revisión y/o redacción de textos descritos en la propuesta "{{proposta.titulo}}", de fecha {{proposta.data}}, que forma parte de este contrato, y que comprende los siguientes elementos:',
        '{{proposta.itens}}',
        'Los idiomas de origen y de destino, el público y la finalidad del texto, el tono, la extensión aproximada y el formato de entrega son los indicados en la propuesta o en el briefing aprobado por las partes.',
        'Párrafo único. Este contrato no incluye la traducción jurada (en Brasil, "tradução pública"), reservada al traductor e intérprete público habilitado conforme a la Ley brasileña 14.195/2021, ni la maquetación, el subtitulado, la localización de software o la publicación de los textos, salvo que consten expresamente en la propuesta. El texto entregado no tiene carácter de documento oficial.',
      ],
    },
    {
      key: 'texto_fonte',
      heading: 'Texto de origen, briefing e información',
      paragraphs: [
        'El CLIENTE proporcionará el texto de origen completo y definitivo, en formato editable siempre que sea posible, o, en el caso de redacción, el briefing con la información sobre el producto, el servicio o el tema, el público, las palabras clave y las referencias, además de los glosarios y materiales de apoyo de que disponga.',
        'El CLIENTE es el único responsable del contenido, la exactitud y la licitud del texto de origen y de la información proporcionada, y declara tener derecho a encargar la traducción o adaptación del texto de origen, conforme al artículo 29, IV, de la Ley brasileña 9.610/1998, cuando no sea su autor.',
        'El PRESTADOR(A) señalará los errores, ambigüedades u omisiones del texto de origen que advierta, pero no le corresponde verificar la exactitud técnica o científica del contenido. En los textos publicitarios, las afirmaciones sobre productos, precios y resultados las valida el CLIENTE, que responde por ellas, incluso conforme al Código de Defensa del Consumidor brasileño (artículo 37) y a las normas de su sector.',
        'Párrafo único. Los cambios en el texto de origen o en el briefing después de iniciado el trabajo se consideran un cambio de alcance.',
      ],
    },
    {
      key: 'contagem_palavras',
      heading: 'Recuento de palabras y base de cálculo',
      paragraphs: [
        'En la traducción y la revisión, el precio se calculó sobre el recuento de palabras del texto de origen indicado en la propuesta, obtenido con el contador de palabras de un procesador de textos de uso común. En la redacción, el precio corresponde a la extensión indicada en la propuesta para cada pieza, con una tolerancia del 10 % (diez por ciento) en más o en menos.',
        'Si el texto de origen efectivamente enviado tiene más palabras que las indicadas en la propuesta, el excedente se cobrará en proporción al precio por palabra que resulta de la propuesta, previo aviso al CLIENTE antes de la entrega. No se aplicará descuento por repeticiones, salvo que la propuesta lo prevea.',
        'Párrafo único. Los textos en formato no editable (imágenes, PDF escaneados, manuscritos) y los textos con formato complejo exigen un trabajo adicional de extracción o de formato, que podrá cobrarse como horas adicionales conforme a la cláusula de cambios de alcance.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Plazos y entrega',
      paragraphs: [
        'Los textos se entregarán en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde el último de estos hechos: el pago de la seña y la recepción del texto de origen completo o del briefing aprobado.',
        'Las partes pueden acordar entregas parciales, por lotes o por pieza, en las fechas indicadas en la propuesta. La entrega se hace por correo electrónico o por enlace, en el formato indicado en la propuesta, y los plazos urgentes, fuera del ritmo normal de trabajo, pueden tener un recargo si la propuesta lo prevé.',
        'Párrafo único. Los retrasos del CLIENTE en el envío de textos, información, respuestas a consultas o pagos prorrogan el plazo de entrega por el mismo período.',
      ],
    },
    {
      key: 'revisoes',
      heading: 'Rondas de revisión y aprobación',
      paragraphs: [
        'Se incluyen hasta 2 (dos) rondas de revisión de cada texto de redacción y 1 (una) ronda de ajustes por preferencias terminológicas o de estilo en cada traducción, solicitadas por escrito dentro de los 7 (siete) días siguientes a la entrega y reunidas en una sola lista por ronda.',
        'La corrección de errores efectivos de traducción o de redacción, como omisiones, errores de sentido, de gramática o de ortografía, es gratuita y puede solicitarse dentro de los 30 (treinta) días siguientes a la entrega, sin contar como ronda de revisión.',
        'Párrafo único. Transcurridos 7 (siete) días desde la entrega sin solicitud de revisión, el texto se considera aprobado. Las revisiones adicionales a las incluidas, o que cambien el briefing, el público o la finalidad del texto, son un cambio de alcance.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Precio y forma de pago',
      paragraphs: [
        'Por los servicios descritos en este contrato, el CLIENTE pagará al PRESTADOR(A) el importe total de {{proposta.total}}, de la siguiente forma:',
        'a) una seña del {{proposta.sinal_percentual}} del importe total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}} en {{contrato.parcelas}} cuota(s), en las fechas indicadas en la propuesta o, a falta de indicación, la primera a la entrega de los textos y las demás cada 30 (treinta) días.',
        'Los pagos se harán por Pix (el sistema brasileño de pagos instantáneos) a la clave {{profissional.pix}}, y el comprobante de la transferencia servirá como recibo. Los importes por palabras excedentes u horas adicionales se pagarán con la cuota siguiente o, si no la hubiera, dentro de los 10 (diez) días siguientes a la entrega.',
        'Párrafo único. Los tributos sobre la remuneración del PRESTADOR(A) corren por su cuenta, sin perjuicio de las retenciones que la ley imponga al CLIENTE.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Mora en el pago',
      paragraphs: [
        'El retraso en el pago de cualquier importe obliga al CLIENTE a pagar una multa del 2 % (dos por ciento) sobre el importe adeudado, intereses de demora del 1 % (uno por ciento) mensual, calculados pro rata die, y la actualización monetaria según el índice IPCA (IBGE), desde el vencimiento hasta el pago efectivo.',
        'Párrafo único. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender los trabajos y las entregas hasta la regularización, prorrogándose los plazos por el período de la suspensión.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Cambios de alcance',
      paragraphs: [
        'Los servicios no previstos en la propuesta, como nuevos textos, idiomas adicionales, revisiones adicionales a las incluidas, cambios en el texto de origen o en el briefing después de iniciado el trabajo, y la maquetación o adaptación a otros formatos, se presupuestarán por separado y solo se ejecutarán tras la conformidad por escrito del CLIENTE, incluso por correo electrónico.',
        'Las horas adicionales se cobrarán a {{profissional.valor_hora}} por hora, tarifa horaria del PRESTADOR(A), o al precio por palabra o por pieza indicado en el presupuesto, y el plazo de entrega se ajustará en ese mismo momento.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) traducir o redactar los textos con fidelidad al sentido del original o al briefing, con corrección gramatical y un lenguaje adecuado al público y a la finalidad indicados; b) entregar textos originales, sin plagio, y respetar las fuentes citadas; c) consultar al CLIENTE las dudas de terminología o de contenido que puedan alterar el sentido; d) cumplir los plazos y formatos acordados; e) mantener en secreto los textos recibidos.',
        'Párrafo único. El PRESTADOR(A) puede usar herramientas de apoyo, como memorias de traducción, glosarios, correctores y herramientas de inteligencia artificial, pero todo texto entregado pasa por su revisión humana íntegra y es de su responsabilidad. Los textos confidenciales o con datos personales no se introducirán en herramientas que conserven el contenido o lo usen para entrenamiento.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar los importes en los plazos acordados; b) proporcionar el texto de origen, el briefing y los materiales de apoyo previstos en este contrato; c) informar la finalidad del texto, en particular si se publicará, se usará en un procedimiento judicial o administrativo, en documentación técnica, médica o jurídica, o en piezas publicitarias; d) responder a las consultas del PRESTADOR(A) en un plazo de 3 (tres) días hábiles; e) hacer las revisiones y aprobaciones en los plazos previstos.',
        'Párrafo único. Para los textos destinados a publicación o a un uso crítico, se recomienda que el CLIENTE haga la lectura final del texto maquetado antes de publicarlo, ya que la maquetación y la publicación no las realiza el PRESTADOR(A).',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Derechos de autor',
      paragraphs: [
        'La traducción es una obra intelectual protegida como obra derivada, y el texto de redacción como obra original, ambos conforme a la Ley brasileña 9.610/1998 (artículo 7, I y XI), sin perjuicio de los derechos del autor del texto de origen.',
        'Con el pago íntegro del precio, el PRESTADOR(A) cede al CLIENTE, con carácter definitivo y exclusivo, los derechos patrimoniales sobre los textos entregados, para su uso en cualquier medio, en Brasil y en el extranjero, para los fines indicados en la propuesta, conforme al artículo 49 de la Ley 9.610/1998. Antes del pago íntegro, los textos pueden leerse y revisarse, pero no publicarse ni usarse comercialmente.',
        'Los derechos morales del PRESTADOR(A) son inalienables e irrenunciables (artículo 24 de la Ley 9.610/1998). El PRESTADOR(A) acepta que los textos de redacción se publiquen sin su nombre, bajo la marca del CLIENTE, lo que no supone renuncia a la autoría; en libros y demás publicaciones editoriales, su nombre figurará como traductor(a).',
        'Párrafo único. El PRESTADOR(A) puede mencionar el trabajo y mostrar fragmentos ya publicados en su portafolio, salvo que el CLIENTE lo haya declarado confidencial, y conserva la titularidad de sus memorias de traducción y glosarios, de los que excluirá la información confidencial del CLIENTE.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidad',
      paragraphs: [
        'Las partes mantendrán en secreto la información no pública a la que tengan acceso en virtud de este contrato, en especial el contenido de los textos de origen aún no publicados, estrategias, lanzamientos, contratos y documentos personales, y no la usarán para ningún otro fin.',
        'El PRESTADOR(A) no divulgará los textos ni los compartirá con terceros, salvo revisores o colaboradores bajo su responsabilidad y sujetos al mismo deber de confidencialidad, cuando la propuesta lo prevea o el CLIENTE lo autorice.',
        'Párrafo único. El deber de confidencialidad se mantiene durante 5 (cinco) años tras la terminación del contrato y no se aplica a la información que se haga pública sin culpa de la parte que la recibió o cuya revelación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales relacionados con este contrato de acuerdo con la Ley General de Protección de Datos Personales de Brasil (LGPD, Ley 13.709/2018). Cada parte es responsable (controladora) de los datos que trata para sus propios fines, como los datos de contacto y de facturación, y responde por dicho tratamiento.',
        'Los datos personales contenidos en los textos proporcionados por el CLIENTE, como nombres, documentos de identidad o información de salud, serán tratados por el PRESTADOR(A) solo para ejecutar este contrato y según las instrucciones del CLIENTE, con medidas de seguridad adecuadas, como almacenamiento protegido con contraseña y acceso restringido.',
        'Párrafo único. Concluidos los servicios y transcurrido el plazo de corrección previsto en este contrato, el PRESTADOR(A) eliminará los textos de origen y las copias de trabajo que contengan datos personales, salvo los que deba conservar por obligación legal. Cada parte avisará a la otra, sin demora, de cualquier incidente de seguridad que afecte a esos datos.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Resolución del contrato',
      paragraphs: [
        'Cualquiera de las partes puede resolver este contrato mediante aviso escrito con al menos 15 (quince) días de antelación. En caso de incumplimiento, la parte perjudicada puede resolverlo de inmediato si el incumplimiento no se subsana dentro de los 5 (cinco) días siguientes a la notificación.',
        'Si el CLIENTE resuelve el contrato sin culpa del PRESTADOR(A), se deberán: a) el importe del trabajo realizado hasta la fecha del aviso, calculado en proporción a las palabras traducidas o a los textos entregados, incluido el trabajo del período de aviso; b) una penalización del 20 % (veinte por ciento) sobre el importe de la parte no ejecutada. La seña remunera el trabajo ya iniciado y se descontará de esos importes, sin devolución.',
        'Si el PRESTADOR(A) resuelve el contrato sin culpa del CLIENTE, entregará el trabajo ya realizado y devolverá lo que haya recibido por encima de su valor, más una penalización del 20 % (veinte por ciento) sobre el importe de la parte no ejecutada.',
        'Párrafo único. Los textos entregados y pagados hasta la resolución se rigen por la cláusula de derechos de autor; las cláusulas de confidencialidad y de protección de datos siguen vigentes.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por cualquier daño derivado de este contrato se limita al importe efectivamente pagado por el CLIENTE, y ninguna de las partes responde por daños indirectos o lucro cesante, salvo en caso de dolo o culpa grave.',
        'El PRESTADOR(A) no responde por errores derivados del texto de origen o de la información proporcionada, por cambios hechos en los textos por terceros después de la entrega ni por el uso de los textos para una finalidad distinta de la informada. No se garantizan resultados comerciales, de audiencia ni de posicionamiento en buscadores.',
        'Párrafo único. El CLIENTE responde por los materiales que proporcione, incluidos el texto de origen, las imágenes y la información, y mantendrá indemne al PRESTADOR(A) frente a reclamaciones de terceros derivadas de ellos, incluidas las del autor del texto de origen.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Firma electrónica',
      paragraphs: [
        'Las partes acuerdan firmar este contrato electrónicamente, a través de la plataforma Valora, con verificación del correo electrónico del firmante mediante un código y con registro de la dirección IP, la fecha y la hora y el hash SHA-256 del contenido firmado.',
        'Las partes reconocen este medio de prueba de la autoría y de la integridad como válido y eficaz entre ellas, conforme al artículo 10, § 2, de la Medida Provisional brasileña (MP) 2.200-2/2001 y a la Ley brasileña 14.063/2020, y el contrato así firmado produce los mismos efectos que uno firmado en papel.',
      ],
    },
    {
      key: 'foro',
      heading: 'Ley aplicable y jurisdicción',
      paragraphs: [
        'Este contrato se rige por las leyes de Brasil. Se eligen los tribunales de {{profissional.cidade}} para resolver cualquier controversia derivada de él, sin perjuicio del derecho del CLIENTE que sea consumidor a demandar ante los tribunales de su domicilio.',
        'Y, en prueba de conformidad, las partes firman este contrato electrónicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
