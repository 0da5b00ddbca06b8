// Traducción al español del contrato de gestión de redes sociales (pt-BR.ts es el original jurídico).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de gestión de redes sociales',
  summary:
    'Para la gestión mensual de redes sociales y marketing digital: calendario de contenidos, aprobación del cliente, anuncios pagados por el cliente y reajuste anual por el IPCA.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'PRESTADOR(A): {{profissional.nome}}, inscrito(a) en el registro fiscal brasileño (CPF/CNPJ) con el n.º {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}}, correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A).',
        'CLIENTE: {{cliente.nome}}, inscrito(a) en el registro fiscal brasileño (CPF/CNPJ) con el n.º {{cliente.cpf_cnpj}}, con domicilio en {{cliente.endereco}}, correo electrónico {{cliente.email}}, en adelante el CLIENTE.',
        'Las partes arriba identificadas celebran el presente contrato de prestación de servicios, regido por los artículos 593 a 609 del Código Civil brasileño y por las cláusulas siguientes.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Del objeto y del alcance',
      paragraphs: [
        'El objeto de este contrato es la prestación, por el PRESTADOR(A), de servicios continuos de gestión de redes sociales y marketing digital al CLIENTE, conforme a la propuesta "{{proposta.titulo}}", de {{proposta.data}}, que forma parte de este contrato y comprende los siguientes elementos:',
        '{{proposta.itens}}',
        'Párrafo primero. El volumen mensual de publicaciones, las redes atendidas y los demás servicios son los indicados en la propuesta; lo que no conste en ella, como la producción de fotos y vídeos en estudio o en eventos, la atención al público a tiempo completo, la contratación de influencers y la creación de sitios web, no forma parte del alcance.',
        'Párrafo segundo. La obligación del PRESTADOR(A) es de medios: se compromete a emplear técnica y diligencia, sin garantizar un número de seguidores, alcance, interacción, ventas u otro resultado, que dependen también del mercado, del producto y de los algoritmos de las plataformas.',
      ],
    },
    {
      key: 'vigencia',
      heading: 'De la vigencia y la renovación',
      paragraphs: [
        'Este contrato tendrá una vigencia de {{contrato.vigencia_meses}} meses a partir de su firma y se renovará automáticamente por períodos iguales y sucesivos, salvo que una de las partes comunique a la otra por escrito, con una antelación mínima de 30 (treinta) días al término del período en curso, que no desea renovarlo.',
      ],
    },
    {
      key: 'prazos',
      heading: 'De la implantación, el calendario y la aprobación de contenidos',
      paragraphs: [
        'La implantación (diagnóstico de los perfiles, planificación estratégica y primer calendario editorial) se entregará en un plazo de {{contrato.prazo_entrega}} días, contados desde el pago de la primera mensualidad y la recepción del briefing, de los materiales y de los accesos previstos en este contrato, lo que ocurra en último lugar.',
        'Párrafo primero. A partir de entonces, el PRESTADOR(A) presentará, a más tardar el día 25 (veinticinco) de cada mes, el calendario editorial del mes siguiente, con las piezas y los textos previstos, por el medio acordado entre las partes (correo electrónico o herramienta de aprobación).',
        'Párrafo segundo. Ningún contenido se publicará sin la aprobación del CLIENTE, que la dará por escrito en un plazo de 2 (dos) días hábiles desde su envío y podrá pedir hasta 2 (dos) rondas de ajustes por pieza; los ajustes adicionales o los cambios de tema tras la aprobación se consideran modificación del alcance. Cuando la propuesta incluya la moderación de comentarios y mensajes, las respuestas seguirán las pautas de atención aprobadas previamente por el CLIENTE.',
        'Párrafo tercero. El contenido no aprobado en plazo se reprogramará dentro del mismo mes, si hay fecha disponible; de no ser posible, la publicación se considerará realizada a efectos del volumen mensual, sin reducción de la mensualidad, por tratarse de un retraso no imputable al PRESTADOR(A).',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Del precio y la forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) una mensualidad de {{contrato.mensalidade}}, por adelantado, con vencimiento el día {{contrato.dia_vencimento}} de cada mes.',
        'Párrafo primero. La primera mensualidad se pagará en un plazo de 3 (tres) días hábiles desde la firma de este contrato, y el inicio de los servicios queda condicionado a su pago; la diferencia de días entre el inicio y el primer vencimiento ordinario se ajustará proporcionalmente, al alza o a la baja, en la mensualidad siguiente.',
        'Párrafo segundo. Los pagos se realizarán por Pix (el sistema brasileño de pagos instantáneos) a la clave {{profissional.pix}}, y el comprobante valdrá como recibo, sin perjuicio de la emisión de factura cuando corresponda.',
        'Párrafo tercero. La mensualidad no incluye el presupuesto de anuncios, las herramientas y suscripciones de terceros, los bancos de imágenes de pago, las promociones de publicaciones ni los gastos de desplazamiento, que correrán a cargo del CLIENTE cuando los apruebe.',
      ],
    },
    {
      key: 'verba_anuncios',
      heading: 'Del presupuesto de anuncios',
      paragraphs: [
        'El presupuesto destinado a anuncios y promociones de publicaciones (Meta, Google, TikTok, LinkedIn u otras plataformas) será definido por el CLIENTE y pagado por él directamente a las plataformas, mediante un medio de pago registrado en su propia cuenta publicitaria; el PRESTADOR(A) no recibe, adelanta ni administra fondos de medios en nombre del CLIENTE.',
        'Párrafo único. La aprobación de los anuncios, su coste y su entrega los deciden las plataformas según sus propias políticas; los rechazos, bloqueos o variaciones de coste no son imputables al PRESTADOR(A), que propondrá los ajustes necesarios.',
      ],
    },
    {
      key: 'reajuste',
      heading: 'Del reajuste',
      paragraphs: [
        'La mensualidad se reajustará cada 12 (doce) meses contados desde la firma, según la variación acumulada del IPCA (Índice Nacional de Precios al Consumidor Amplio de Brasil), publicado por el IBGE, en los 12 (doce) meses anteriores, conforme al artículo 2, § 1, de la Ley brasileña 10.192/2001.',
        'Párrafo único. Si la variación es negativa, la mensualidad se mantendrá; si el IPCA deja de publicarse, se aplicará el índice oficial que lo sustituya.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Del retraso en el pago',
      paragraphs: [
        'El retraso en el pago de cualquier importe sujetará al CLIENTE a una multa del 2% (dos por ciento) sobre el importe adeudado, intereses de demora del 1% (uno por ciento) mensual, calculados pro rata die, y actualización monetaria por el IPCA desde el vencimiento hasta el pago efectivo.',
        'Párrafo primero. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender las publicaciones y la gestión de las cuentas hasta la regularización, sin que ello constituya incumplimiento contractual; un retraso superior a 30 (treinta) días autoriza la resolución por causa justificada.',
        'Párrafo segundo. La suspensión no autoriza al PRESTADOR(A) a cambiar contraseñas, eliminar administradores ni retener el acceso del CLIENTE a sus cuentas y contenidos.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'De las modificaciones del alcance y los servicios adicionales',
      paragraphs: [
        'Las publicaciones por encima del volumen mensual, las nuevas redes, las campañas de temporada, la cobertura de eventos y otros servicios no previstos en la propuesta se cobrarán aparte, a razón de {{profissional.valor_hora}} por hora de trabajo, previo presupuesto aprobado por el CLIENTE por escrito o por correo electrónico.',
        'Párrafo único. El volumen mensual no utilizado por iniciativa u omisión del CLIENTE no se acumula para los meses siguientes ni da derecho a descuento, salvo acuerdo escrito en contrario.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'De las obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con esmero, técnica y puntualidad, respetando la identidad y el tono de voz del CLIENTE; b) publicar solo contenido aprobado; c) enviar un informe mensual con las principales métricas de las cuentas y de los anuncios; d) responder a los mensajes del CLIENTE en un plazo de 2 (dos) días hábiles; e) utilizar solo imágenes, fuentes y música con licencia adecuada al uso; f) informar de inmediato de cualquier problema de acceso, bloqueo o crisis de reputación del que tenga conocimiento.',
        'Párrafo único. El PRESTADOR(A) presta los servicios con autonomía, con sus propios medios y sin exclusividad, sin que exista relación laboral ni subordinación entre las partes.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'De las obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar puntualmente la mensualidad; b) proporcionar el briefing, el logotipo, las fotos y la información sobre productos, precios y promociones con la antelación necesaria; c) aprobar o pedir ajustes en los plazos de este contrato; d) mantener activo el medio de pago de las cuentas publicitarias; e) designar a un responsable de las aprobaciones y comunicaciones; f) informar al PRESTADOR(A) de cualquier restricción legal o regulatoria de su sector.',
        'Párrafo único. El CLIENTE es responsable de la veracidad de las ofertas e informaciones que proporciona para su difusión, conforme a los artículos 36 a 38 del Código de Defensa del Consumidor brasileño (Ley 8.078/1990), y de la regularidad de los sorteos y promociones que decida realizar.',
      ],
    },
    {
      key: 'acesso_contas',
      heading: 'Del acceso a las cuentas',
      paragraphs: [
        'Las páginas, perfiles, cuentas publicitarias y seguidores pertenecen al CLIENTE, que otorgará al PRESTADOR(A) acceso de socio o de administrador mediante las herramientas propias de cada plataforma, evitando compartir contraseñas; los perfiles creados durante el contrato se registrarán a nombre del CLIENTE.',
        'Párrafo primero. El PRESTADOR(A) guardará reserva sobre las credenciales, utilizará autenticación en dos pasos y no cambiará contraseñas ni eliminará administradores sin autorización escrita del CLIENTE.',
        'Párrafo segundo. Al término del contrato, el PRESTADOR(A) eliminará su propio acceso en un plazo de 5 (cinco) días hábiles, y el CLIENTE deberá revocar los permisos otorgados y cambiar las contraseñas que se hayan compartido.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'De los derechos de autor',
      paragraphs: [
        'Los derechos patrimoniales de autor sobre las piezas gráficas, textos y vídeos creados por el PRESTADOR(A) y aprobados por el CLIENTE quedan cedidos al CLIENTE, conforme a la Ley brasileña 9.610/1998, para su uso en sus canales y en su comunicación, una vez pagada íntegramente la mensualidad del mes en que se produjeron. Los archivos editables y las piezas no aprobadas permanecen con el PRESTADOR(A), salvo que la propuesta disponga otra cosa.',
        'Párrafo primero. Los derechos morales del autor son inalienables e irrenunciables (artículos 24 y 27 de la Ley 9.610/1998). Las imágenes de bancos, las fuentes y la música de terceros se rigen por sus respectivas licencias, y la música de las bibliotecas de las plataformas solo puede usarse en ellas.',
        'Párrafo segundo. El PRESTADOR(A) podrá mostrar las piezas publicadas en su portafolio, salvo que el CLIENTE las indique como confidenciales. El CLIENTE garantiza que es titular de los derechos sobre los materiales que proporciona, incluida la autorización de uso de la imagen de las personas que aparecen en ellos.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'De la confidencialidad',
      paragraphs: [
        'Las partes guardarán confidencialidad sobre la información no pública a la que tengan acceso en virtud de este contrato, como estrategias, campañas aún no lanzadas, métricas, datos comerciales y credenciales, y la usarán solo para ejecutar los servicios, durante la vigencia y durante 2 (dos) años después de su término.',
        'Párrafo único. No es confidencial la información que ya sea pública sin culpa de la parte que la recibió o cuya divulgación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'De la protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales conforme a la Ley brasileña 13.709/2018 (LGPD, Ley General de Protección de Datos). Cada parte es responsable (controladora) de los datos personales que proporciona a la otra, como los de sus representantes y contactos, que se utilizarán solo para la ejecución de este contrato.',
        'Párrafo primero. En cuanto a los datos del público del CLIENTE a los que tenga acceso en las cuentas (comentarios, mensajes y contactos de interesados), de los que el CLIENTE es responsable, el PRESTADOR(A) actuará como encargado del tratamiento, tratándolos solo según las instrucciones del CLIENTE y para los fines de este contrato.',
        'Párrafo segundo. Las partes adoptarán medidas de seguridad adecuadas, se comunicarán sin demora cualquier incidente que afecte a dichos datos y, al término del contrato, eliminarán los datos recibidos, salvo la conservación exigida por ley.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'De la resolución',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin causa mediante preaviso escrito de 30 (treinta) días, durante los cuales los servicios y las mensualidades continúan con normalidad. La parte que lo resuelva sin respetar el preaviso pagará a la otra una penalización equivalente a 1 (una) mensualidad vigente.',
        'Párrafo primero. El contrato podrá resolverse por causa justificada, sin preaviso ni penalización, si la otra parte incumple una obligación y no subsana la falta en un plazo de 10 (diez) días desde la notificación.',
        'Párrafo segundo. La mensualidad del mes en curso, ya pagada, remunera el trabajo iniciado en ese período y no se reembolsa; en cualquier caso de resolución, se deben los importes de los servicios prestados hasta la fecha del término.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'De la limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por los daños derivados de este contrato se limita al importe total efectivamente pagado por el CLIENTE en los 12 (doce) meses anteriores al hecho, excluidos el lucro cesante y los daños indirectos, salvo en caso de dolo o culpa grave.',
        'Párrafo único. El PRESTADOR(A) no responde por inestabilidades, cambios de reglas o de algoritmo, bloqueos y suspensiones impuestos por las plataformas, por comentarios de terceros, ni por el contenido, la información y los materiales proporcionados por el CLIENTE, de los que este es responsable.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'De la firma electrónica',
      paragraphs: [
        'Las partes acuerdan firmar este contrato electrónicamente a través de la plataforma Valora, con verificación del correo electrónico mediante código y registro de la dirección IP, la fecha y hora y el hash SHA-256 del contenido firmado, y reconocen este medio como prueba de autoría e integridad, conforme al artículo 10, § 2, de la Medida Provisional (MP) 2.200-2/2001 y a la Ley brasileña 14.063/2020.',
      ],
    },
    {
      key: 'foro',
      heading: 'De la ley aplicable y la jurisdicción',
      paragraphs: [
        'Este contrato se rige por las leyes de Brasil. Se eligen los tribunales de {{profissional.cidade}} para resolver las controversias derivadas de él, con renuncia a cualquier otro fuero, por privilegiado que sea.',
        'Y, en prueba de conformidad, las partes firman este contrato electrónicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
