// Traducción al español de la plantilla de fotografía y vídeo (pt-BR.ts es el original jurídico).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de fotografía y vídeo',
  summary:
    'Para sesiones de fotos, eventos, fotografía de producto y vídeos: la sesión, la edición, la entrega del material seleccionado, los desplazamientos y el derecho de imagen de las personas retratadas.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'De una parte, {{profissional.nome}}, inscrito(a) en Brasil en el CPF/CNPJ con el nº {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}} y correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'De otra parte, {{cliente.nome}}, inscrito(a) en el CPF/CNPJ (o identificación fiscal equivalente) con el nº {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}} y correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes celebran este contrato de prestación de servicios de fotografía y vídeo, que se rige por las cláusulas siguientes y por los artículos 593 a 609 del Código Civil brasileño.',
        'Párrafo único. Los correos electrónicos indicados son los canales oficiales de comunicación entre las partes para todos los fines de este contrato, incluidas aprobaciones, solicitudes de cambio y notificaciones.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Objeto y alcance',
      paragraphs: [
        'El objeto de este contrato es la prestación, por el PRESTADOR(A), de los servicios de fotografía y/o vídeo descritos en la propuesta "{{proposta.titulo}}", de fecha {{proposta.data}}, que forma parte de este contrato, y que comprende los siguientes elementos:',
        '{{proposta.itens}}',
        'La fecha, la hora, el lugar y la duración de la sesión o de la cobertura, así como la cantidad de fotografías editadas y la duración del vídeo editado, son los indicados en la propuesta o acordados por escrito entre las partes antes de la sesión.',
        'Párrafo único. Salvo que consten expresamente en la propuesta, no forman parte del objeto: álbumes e impresiones, archivos en bruto (RAW o material de cámara sin editar), maquillaje, vestuario, escenografía, alquiler de estudio o de locación, contratación de modelos, uso de dron y versiones adicionales del vídeo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Plazos, entrega y aprobación',
      paragraphs: [
        'El material final se entregará en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde la realización de la sesión o del evento (o de la última, si hubiera más de una), siempre que se haya pagado la seña.',
        'Cuando la propuesta prevea que el CLIENTE elija las fotografías, este tendrá 10 (diez) días para indicar su selección en la galería de previsualizaciones, período durante el cual el plazo de entrega queda suspendido; si no hay selección en ese plazo, la hará el PRESTADOR(A).',
        'Se incluyen una ronda de ajustes puntuales en la edición de las fotografías y una en el vídeo editado, solicitadas por escrito dentro de los 7 (siete) días siguientes al envío. Los cambios de guion, de banda sonora o de la selección ya hecha son un cambio de alcance.',
        'Párrafo único. Transcurridos 7 (siete) días desde el envío del material final sin solicitud de ajuste, este se considera aprobado. Los retrasos causados por el CLIENTE, incluso en la selección o en los pagos, prorrogan el plazo de entrega por el mismo período.',
      ],
    },
    {
      key: 'entrega_arquivos',
      heading: 'Archivos, edición y entrega',
      paragraphs: [
        'Las fotografías se entregarán editadas (color, luz, encuadre y retoques ligeros), en JPEG de alta resolución y en una versión para internet, y el vídeo, editado, en MP4, en la resolución indicada en la propuesta, mediante galería en línea o enlace de descarga disponible durante al menos 30 (treinta) días.',
        'La selección de las imágenes, el estilo de edición y el tratamiento siguen el criterio técnico y artístico del PRESTADOR(A), teniendo en cuenta las indicaciones dadas por el CLIENTE antes de la sesión. No se entregan imágenes técnicamente defectuosas o repetidas.',
        'Los archivos en bruto no se entregan, por ser material de trabajo del PRESTADOR(A), salvo contratación expresa en la propuesta, en cuyo caso se entregarán sin tratamiento y sin garantía de calidad de cada archivo.',
        'Párrafo único. El PRESTADOR(A) conservará una copia de seguridad del material final durante 90 (noventa) días después de la entrega. Pasado ese plazo, corresponde al CLIENTE guardar sus archivos, y un nuevo envío podrá cobrarse si el material aún existe.',
      ],
    },
    {
      key: 'deslocamento',
      heading: 'Desplazamientos y gastos',
      paragraphs: [
        'El precio incluye los desplazamientos del PRESTADOR(A) y de su equipo dentro del municipio de {{profissional.cidade}}.',
        'Para sesiones o eventos fuera de ese municipio, el CLIENTE reembolsará, según un presupuesto aprobado por escrito antes del viaje, los gastos de transporte, alojamiento, comidas y peajes, así como las tasas de aparcamiento, de entrada a locaciones y de permisos de uso de espacios. Los gastos se pagarán por adelantado o se reembolsarán dentro de los 5 (cinco) días siguientes a la presentación de los comprobantes.',
        'Párrafo único. En coberturas de más de 6 (seis) horas, el CLIENTE proporcionará comida al PRESTADOR(A) y a su equipo o asumirá su costo.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Precio y forma de pago',
      paragraphs: [
        'Por los servicios descritos en este contrato, el CLIENTE pagará al PRESTADOR(A) el importe total de {{proposta.total}}, de la siguiente forma:',
        'a) una seña del {{proposta.sinal_percentual}} del importe total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato, pago que confirma la reserva de la fecha; b) el saldo de {{proposta.saldo}} en {{contrato.parcelas}} cuota(s), en las fechas indicadas en la propuesta o, a falta de indicación, la primera en la fecha de la sesión y las demás cada 30 (treinta) días.',
        'Los pagos se harán por Pix (el sistema brasileño de pagos instantáneos) a la clave {{profissional.pix}}, y el comprobante de la transferencia servirá como recibo. Los gastos de desplazamiento previstos en la cláusula correspondiente no están incluidos en el importe total.',
        'Párrafo único. La entrega del material final en alta resolución podrá condicionarse al pago de las cuotas vencidas hasta la fecha de entrega.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Mora en el pago',
      paragraphs: [
        'El retraso en el pago de cualquier importe obliga al CLIENTE a pagar una multa del 2 % (dos por ciento) sobre el importe adeudado, intereses de demora del 1 % (uno por ciento) mensual, calculados pro rata die, y la actualización monetaria según el índice IPCA (IBGE), desde el vencimiento hasta el pago efectivo.',
        'Párrafo único. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender la edición y la entrega del material hasta la regularización, prorrogándose los plazos por el período de la suspensión.',
      ],
    },
    {
      key: 'remarcacao',
      heading: 'Cambio de fecha e imprevistos',
      paragraphs: [
        'El CLIENTE podrá cambiar la fecha de la sesión una vez, sin costo, con al menos 7 (siete) días de antelación y según la agenda del PRESTADOR(A); los cambios adicionales o con menor antelación podrán cobrarse. Las sesiones en exteriores podrán reprogramarse por cualquiera de las partes, sin costo, en caso de lluvia o de riesgo para las personas o el equipo.',
        'En caso fortuito o de fuerza mayor (artículo 393 del Código Civil brasileño), incluida una enfermedad que impida el trabajo, las partes elegirán una nueva fecha o, si el CLIENTE está de acuerdo, el PRESTADOR(A) propondrá un profesional de calidad equivalente; si no fuera posible, se devolverán los importes pagados por lo no ejecutado.',
        'Párrafo único. Si no se fija una nueva fecha dentro de los 90 (noventa) días siguientes a la fecha original por causa atribuible al CLIENTE, se aplica lo dispuesto para la resolución por iniciativa del CLIENTE.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Cambios de alcance',
      paragraphs: [
        'Los servicios no previstos en la propuesta, como horas adicionales de cobertura, fotografías editadas además de las contratadas, nuevas versiones del vídeo y retoques avanzados, se presupuestarán por separado y solo se ejecutarán tras la conformidad por escrito del CLIENTE, incluso por correo electrónico o mensaje.',
        'Las horas adicionales se cobrarán a {{profissional.valor_hora}} por hora, tarifa horaria del PRESTADOR(A), o al precio fijo indicado en el presupuesto, y podrán modificar el plazo de entrega.',
        'Párrafo único. Durante el evento, la prolongación de la cobertura podrá solicitarla el CLIENTE o la persona que designe como responsable en el lugar, con confirmación por mensaje escrito en el mismo momento.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) acudir al lugar con puntualidad y con el equipo adecuado, incluido equipo de reserva, y grabar en dos tarjetas de memoria siempre que el equipo lo permita; b) conducir la sesión con profesionalidad y discreción, respetando a las personas presentes y las normas del lugar; c) entregar el material en los plazos y formatos de este contrato; d) conservar las copias de seguridad durante el plazo previsto; e) informar sin demora al CLIENTE de cualquier hecho que pueda afectar a la sesión o a la entrega.',
        'Párrafo único. El PRESTADOR(A) presta los servicios con autonomía técnica y artística y puede contar con asistentes bajo su responsabilidad, sin vínculo alguno entre ellos y el CLIENTE.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar los importes en los plazos acordados; b) informar con antelación el cronograma, la dirección, los momentos y las personas que no pueden dejar de registrarse y una persona de contacto en el lugar; c) garantizar el acceso del PRESTADOR(A) al lugar y obtener los permisos necesarios para fotografiar o filmar en él, incluido el uso de dron, que cumplirá las normas de la ANAC y del DECEA (autoridades brasileñas de aviación civil y espacio aéreo); d) obtener las autorizaciones de uso de imagen previstas en la cláusula de derecho de imagen; e) hacer la selección y las aprobaciones en los plazos previstos.',
        'Párrafo único. El PRESTADOR(A) no responde por la falta de registros causada por restricciones del lugar o de terceros, como organizadores de bodas, oficiantes y organizadores de eventos.',
      ],
    },
    {
      key: 'direito_imagem',
      heading: 'Derecho de imagen de las personas retratadas',
      paragraphs: [
        'La imagen de las personas está protegida por el artículo 5, X, de la Constitución Federal brasileña y por el artículo 20 del Código Civil brasileño, y su divulgación requiere autorización. El CLIENTE, cuando sea retratado, autoriza el uso de su imagen para los fines de este contrato, incluso en el portafolio del PRESTADOR(A), en los términos de esta cláusula.',
        'Corresponde al CLIENTE obtener, por escrito, la autorización de las demás personas fotografiadas o filmadas cuya imagen pretenda divulgar o usar comercialmente, como modelos, empleados e invitados, y, en el caso de niños y adolescentes, la autorización de sus padres o representantes legales. El CLIENTE responde por el uso que haga de las imágenes sin esas autorizaciones.',
        'El PRESTADOR(A) podrá usar imágenes del trabajo en su portafolio, sitio web y redes sociales, únicamente para promocionar su propio trabajo y nunca para publicidad de terceros, siempre que las demás personas retratadas lo hayan autorizado. El CLIENTE puede revocar esa autorización por escrito en cualquier momento, y el PRESTADOR(A) retirará las imágenes indicadas en un plazo de 10 (diez) días.',
        'Párrafo único. El PRESTADOR(A) no divulgará imágenes de niños, de momentos íntimos o de situaciones que expongan a las personas retratadas sin autorización expresa y específica.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Derechos de autor',
      paragraphs: [
        'Las fotografías y la obra audiovisual son obras protegidas por la Ley brasileña 9.610/1998 (artículo 7, VI y VII), de las cuales el PRESTADOR(A) es autor(a).',
        'Con el pago íntegro del precio, el PRESTADOR(A) concede al CLIENTE una licencia de uso no exclusiva, por tiempo indefinido y válida en Brasil y en el extranjero, para los fines indicados en la propuesta: uso personal y familiar y, cuando la propuesta así lo prevea, uso institucional o publicitario. Antes del pago íntegro, no se autoriza ningún uso más allá de la visualización de las previsualizaciones. La cesión definitiva de los derechos patrimoniales solo se producirá si está prevista en la propuesta y en un documento escrito (artículo 49 de la Ley 9.610/1998).',
        'Los derechos morales del PRESTADOR(A) son inalienables e irrenunciables (artículo 24 de la Ley 9.610/1998). Siempre que terceros publiquen las imágenes, el crédito deberá indicar de forma legible el nombre del PRESTADOR(A) (artículo 79, § 1), y no se permiten alteraciones que desfiguren la obra, salvo recortes y cambios de tamaño para adaptarla al formato de publicación.',
        'Párrafo único. La banda sonora del vídeo será de uso licenciado o libre de regalías; la licencia de la música que elija el CLIENTE es responsabilidad suya.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Confidencialidad',
      paragraphs: [
        'Las partes mantendrán en secreto la información no pública a la que tengan acceso en virtud de este contrato, como lanzamientos de productos, lugares privados y rutinas de personas y empresas, y no la usarán para ningún otro fin.',
        'Cuando el CLIENTE indique por escrito que el trabajo es confidencial, el PRESTADOR(A) no lo publicará en su portafolio ni lo mostrará a terceros, ni siquiera después de la entrega.',
        'Párrafo único. El deber de confidencialidad se mantiene durante 5 (cinco) años tras la terminación del contrato y no se aplica a la información que se haga pública sin culpa de la parte que la recibió o cuya revelación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales relacionados con este contrato de acuerdo con la Ley General de Protección de Datos Personales de Brasil (LGPD, Ley 13.709/2018). Cada parte es responsable (controladora) de los datos que trata para sus propios fines y responde por dicho tratamiento.',
        'Las fotografías y los vídeos de personas identificables son datos personales y pueden revelar datos sensibles. El PRESTADOR(A) los usará solo para ejecutar este contrato y para el portafolio en los términos ya previstos, protegerá los archivos con medidas de seguridad adecuadas y solo los compartirá con proveedores necesarios para la ejecución, como servicios de almacenamiento.',
        'Párrafo único. Al terminar el plazo de conservación previsto en este contrato, el PRESTADOR(A) eliminará los archivos y los datos personales, salvo los autorizados para el portafolio y los que deba conservar por obligación legal, como los registros fiscales. Cada parte avisará a la otra, sin demora, de cualquier incidente de seguridad que afecte a esos datos.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Resolución del contrato',
      paragraphs: [
        'Cualquiera de las partes puede resolver este contrato mediante aviso escrito a la otra, preferiblemente con al menos 15 (quince) días de antelación a la fecha de la sesión, con las consecuencias previstas en esta cláusula. En caso de incumplimiento, la parte perjudicada puede resolverlo de inmediato si el incumplimiento no se subsana dentro de los 5 (cinco) días siguientes a la notificación.',
        'Si el CLIENTE resuelve el contrato sin culpa del PRESTADOR(A): a) la seña queda retenida, pues remunera la reserva de la fecha y la preparación ya iniciada; b) si el aviso se da con menos de 15 (quince) días de antelación a la sesión, se deberá, además de la seña, una penalización del 20 % (veinte por ciento) del importe total; c) si la sesión ya se realizó, se deberá el importe de los servicios ejecutados hasta la fecha del aviso, incluida la sesión, descontada la seña.',
        'Si el PRESTADOR(A) resuelve el contrato sin culpa del CLIENTE, devolverá los importes recibidos por los servicios no prestados, más una penalización del 20 % (veinte por ciento) del importe total, y entregará el material ya producido y pagado.',
        'Párrafo único. En cualquier caso, los gastos de desplazamiento ya realizados serán reembolsados por la parte que dio causa a la resolución, y las cláusulas de derecho de imagen, derechos de autor, confidencialidad y protección de datos siguen vigentes.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por cualquier daño derivado de este contrato se limita al importe efectivamente pagado por el CLIENTE, y ninguna de las partes responde por daños indirectos o lucro cesante, salvo en caso de dolo o culpa grave.',
        'Si, pese a los cuidados previstos en este contrato, se pierden archivos por un fallo técnico del equipo o de los soportes, el PRESTADOR(A) devolverá los importes pagados por la parte del trabajo afectada o, si el CLIENTE lo prefiere y es posible, repetirá la sesión sin costo.',
        'Párrafo único. El CLIENTE responde por los materiales que proporcione, como logotipos, música, guiones y productos, y por los permisos del lugar y las autorizaciones de imagen que le corresponden, y mantendrá indemne al PRESTADOR(A) frente a reclamaciones de terceros derivadas de ellos.',
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
