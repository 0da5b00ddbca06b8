import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de consultoría y mentoría',
  summary: 'Para consultoría, mentoría y asesoría en sesiones, diagnósticos e informes, como obligación de medios.',
  clauses: [
    {
      key: 'partes',
      heading: 'De las partes',
      paragraphs: [
        'De una parte, {{profissional.nome}}, inscrito(a) en el CPF/CNPJ con el n.º {{profissional.cpf_cnpj}}, con domicilio en {{profissional.endereco}} y correo electrónico {{profissional.email}}, en adelante el PRESTADOR(A); y, de otra parte, {{cliente.nome}}, inscrito(a) en el CPF/CNPJ con el n.º {{cliente.cpf_cnpj}} (o el número fiscal o de identidad equivalente), con domicilio en {{cliente.endereco}} y correo electrónico {{cliente.email}}, en adelante el CLIENTE, celebran el presente contrato de prestación de servicios, que se rige por las cláusulas siguientes y, en lo no previsto en ellas, por los artículos 593 a 609 del Código Civil brasileño.',
        'Párrafo único. Las direcciones de correo electrónico indicadas son los canales oficiales de comunicación entre las partes a todos los efectos de este contrato.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Del objeto y el alcance',
      paragraphs: [
        'El objeto de este contrato es la prestación, por el PRESTADOR(A) al CLIENTE, de servicios de consultoría y mentoría conforme a la propuesta "{{proposta.titulo}}", de fecha {{proposta.data}}, que forma parte de este contrato, y que comprende los siguientes conceptos:',
        '{{proposta.itens}}',
        'Párrafo primero. Los servicios pueden incluir sesiones individuales o en grupo, presenciales o por videoconferencia, análisis de información, diagnósticos, informes, planes de acción y seguimiento, en la cantidad y con la duración indicadas en la propuesta. Cualquier servicio no descrito en ella se tratará como modificación del alcance.',
        'Párrafo segundo. En caso de discrepancia entre la propuesta y este contrato, prevalece lo dispuesto en este contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'De los plazos',
      paragraphs: [
        'Los servicios se prestarán en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde el último de los siguientes hechos: la confirmación del pago del anticipo o la recepción de la información inicial solicitada por el PRESTADOR(A) (briefing o cuestionario de diagnóstico).',
        'Párrafo primero. Las sesiones previstas deberán realizarse dentro de ese período. Las sesiones que no se programen o realicen en él por causa imputable al CLIENTE se considerarán prestadas, salvo acuerdo escrito de prórroga.',
        'Párrafo segundo. El plazo queda en suspenso mientras el avance dependa de información, documentos, accesos o pagos a cargo del CLIENTE, y los informes previstos en la propuesta se entregarán dentro del período anterior.',
      ],
    },
    {
      key: 'sessoes',
      heading: 'De la programación y reprogramación de las sesiones',
      paragraphs: [
        'Las sesiones se programarán por correo electrónico o mediante la agenda indicada por el PRESTADOR(A), tendrán la duración prevista en la propuesta y se realizarán en el lugar o en la plataforma de videoconferencia acordados.',
        'Párrafo primero. Cualquiera de las partes podrá reprogramar una sesión con un aviso mínimo de 24 (veinticuatro) horas. La ausencia del CLIENTE sin ese aviso, o un retraso superior a 15 (quince) minutos, hará que la sesión se considere realizada; la ausencia del PRESTADOR(A) le obliga a recuperar la sesión sin coste.',
        'Párrafo segundo. Los informes y materiales escritos previstos en la propuesta se enviarán por correo electrónico. El CLIENTE dispondrá de 5 (cinco) días hábiles para solicitar aclaraciones o una ronda de ajustes, transcurridos los cuales el material se considerará aceptado.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Del precio y la forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) un importe total de {{proposta.total}}, de la siguiente forma: a) un anticipo del {{proposta.sinal_percentual}} del total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}}, en {{contrato.parcelas}} cuota(s) mensual(es), iguales y sucesivas, con vencimiento de la primera 30 (treinta) días después de la firma.',
        'Párrafo primero. Los pagos se realizarán por Pix a la clave {{profissional.pix}}, cuyo titular es el PRESTADOR(A); el comprobante de la transferencia acredita el pago del importe abonado, y el PRESTADOR(A) emitirá recibo o documento fiscal cuando la ley lo exija. Todos los importes se expresan en reales brasileños.',
        'Párrafo segundo. Las sesiones comienzan tras la confirmación del pago del anticipo.',
        'Párrafo tercero. Los gastos de desplazamiento y alojamiento para sesiones presenciales fuera de la ciudad del PRESTADOR(A), y cualquier otro gasto no previsto en la propuesta, requieren la aprobación previa y por escrito del CLIENTE, que los reembolsará contra justificante.',
      ],
    },
    {
      key: 'atraso',
      heading: 'De la mora en el pago',
      paragraphs: [
        'El retraso en el pago de cualquier importe obligará al CLIENTE, sin necesidad de aviso, al pago de una penalización del 2 % (dos por ciento) sobre el importe vencido, intereses de demora del 1 % (uno por ciento) mensual, calculados pro rata die, y actualización monetaria según el índice IPCA, desde el vencimiento hasta el pago efectivo.',
        'Párrafo primero. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender los servicios hasta la regularización, prorrogándose los plazos de entrega por el mismo período, sin que la suspensión constituya incumplimiento por su parte.',
        'Párrafo segundo. Si el retraso supera los 30 (treinta) días, el PRESTADOR(A) podrá resolver el contrato por causa justificada, conforme a la cláusula de resolución.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'De las modificaciones del alcance',
      paragraphs: [
        'Toda modificación del alcance, como sesiones adicionales, temas nuevos, nuevas áreas que analizar o informes no previstos, deberá ser solicitada por el CLIENTE y aceptada por el PRESTADOR(A) por escrito, incluido el correo electrónico, antes de su ejecución.',
        'Párrafo primero. Salvo presupuesto específico aceptado por las partes, los servicios adicionales, incluido el tiempo de las sesiones adicionales y de su preparación, se facturarán por las horas efectivamente trabajadas, a razón de {{profissional.valor_hora}} por hora, y el PRESTADOR(A) informará previamente la estimación de horas.',
        'Párrafo segundo. Los servicios adicionales se pagarán junto con la cuota siguiente o, si no quedan cuotas por vencer, en un plazo de 10 (diez) días desde la presentación de la factura, por el mismo medio de pago de este contrato.',
        'Párrafo tercero. El PRESTADOR(A) no está obligado(a) a ejecutar modificaciones que no se hayan acordado conforme a esta cláusula.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'De las obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) prestar los servicios con diligencia, ética y la técnica adecuada, aplicando sus conocimientos y su experiencia al caso del CLIENTE; b) asistir a las sesiones programadas con puntualidad y preparación; c) entregar los informes y materiales previstos en la propuesta dentro del plazo; d) indicar con claridad las premisas y limitaciones de sus análisis y recomendaciones; e) recomendar al CLIENTE que acuda a un profesional habilitado cuando el asunto requiera la actuación exclusiva de otra profesión, como la abogacía, la contabilidad, la medicina o la psicología; f) utilizar la información recibida únicamente para la ejecución de este contrato.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'De las obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) proporcionar información veraz, completa y actualizada, así como los documentos y accesos necesarios para los análisis; b) asistir a las sesiones programadas y realizar las actividades acordadas entre ellas; c) garantizar que los materiales y datos que aporte pueden compartirse con el PRESTADOR(A) sin vulnerar derechos de terceros; d) realizar los pagos en las fechas acordadas; e) evaluar las recomendaciones recibidas y decidir, bajo su responsabilidad, sobre su adopción.',
      ],
    },
    {
      key: 'natureza_obrigacao',
      heading: 'De la naturaleza de la obligación',
      paragraphs: [
        'Las obligaciones del PRESTADOR(A) son de medios y no de resultado: se compromete a aplicar sus conocimientos y su diligencia al análisis y la orientación, pero no garantiza resultados como el aumento de la facturación, la obtención de un empleo, un ascenso, una inversión o la superación de procesos de selección.',
        'Párrafo único. Las decisiones tomadas a partir de las recomendaciones son de exclusiva responsabilidad del CLIENTE, que conserva la gestión de su negocio y de su carrera. Los servicios no sustituyen el asesoramiento jurídico, contable, médico ni psicológico.',
      ],
    },
    {
      key: 'autonomia',
      heading: 'De la autonomía de las partes',
      paragraphs: [
        'Este contrato no crea relación laboral, societaria ni de representación entre las partes. El PRESTADOR(A) presta los servicios con autonomía técnica, decidiendo sus métodos, horarios y lugar de trabajo, sin subordinación, dentro del alcance y los plazos aquí acordados.',
        'Párrafo único. Cada parte responde de sus propias obligaciones laborales, de seguridad social y tributarias.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'De los derechos de autor',
      paragraphs: [
        'Los informes, presentaciones, hojas de cálculo, guías y demás materiales elaborados por el PRESTADOR(A), así como sus materiales didácticos y la forma de expresión de su metodología, son obras intelectuales protegidas por la Ley brasileña n.º 9.610/1998 (Ley de Derechos de Autor).',
        'Párrafo primero. Una vez pagados íntegramente el precio y los servicios adicionales, el CLIENTE recibe una licencia de uso no exclusiva, por tiempo indefinido y sin coste adicional, sobre los materiales entregados, para uso interno en su actividad o, si es persona física, para uso personal, y podrá reproducirlos y adaptarlos para esos fines. La licencia no comprende la venta ni la publicación de los materiales, ni su uso para formar o atender a terceros.',
        'Párrafo segundo. Los derechos patrimoniales permanecen con el PRESTADOR(A), que podrá seguir utilizando su metodología, sus plantillas y sus conocimientos con otros clientes, sin revelar información confidencial del CLIENTE. Los derechos morales de autor, inalienables e irrenunciables (artículo 27 de la Ley n.º 9.610/1998), también permanecen con el PRESTADOR(A).',
        'Párrafo tercero. La grabación de las sesiones requiere el consentimiento de ambas partes, y la grabación solo podrá ser utilizada por la parte que la realizó, para su propia consulta.',
        'Párrafo cuarto. El PRESTADOR(A) podrá mencionar el nombre del CLIENTE y describir en términos generales el trabajo realizado en su portafolio y en sus canales profesionales, sin ninguna información confidencial, salvo que el CLIENTE solicite reserva por escrito.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'De la confidencialidad',
      paragraphs: [
        'Las partes guardarán reserva sobre la información no pública que reciban la una de la otra con motivo de este contrato, como datos comerciales, financieros, técnicos, estratégicos y de clientes, y la utilizarán únicamente para su ejecución.',
        'Párrafo primero. No es confidencial la información que ya era pública o que se haga pública sin culpa de la parte receptora, la que esta ya conocía legítimamente ni la que deba revelarse por orden judicial o de autoridad competente, en cuyo caso se avisará a la otra parte cuando la ley lo permita.',
        'Párrafo segundo. El deber de confidencialidad rige durante el contrato y durante 2 (dos) años después de su terminación.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'De la protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales relacionados con este contrato de conformidad con la Ley brasileña n.º 13.709/2018 (Ley General de Protección de Datos Personales, LGPD).',
        'Párrafo primero. Cada parte es responsable (controladora) de los datos personales que trata para sus propios fines, incluidos los datos de identificación y contacto de la otra parte, tratados para la ejecución de este contrato y el cumplimiento de obligaciones legales (artículo 7, incisos II y V, de la LGPD).',
        'Párrafo segundo. Los datos personales compartidos en las sesiones, como la trayectoria profesional o información sobre colaboradores, serán utilizados por el PRESTADOR(A) únicamente para prestar los servicios, y el CLIENTE solo compartirá datos de terceros cuando tenga base legal para hacerlo.',
        'Párrafo tercero. Las partes adoptarán medidas técnicas y administrativas de seguridad aptas para proteger los datos personales frente a accesos no autorizados y situaciones accidentales o ilícitas, y se avisarán mutuamente, en un plazo de 48 (cuarenta y ocho) horas, de cualquier incidente de seguridad que los afecte.',
        'Párrafo cuarto. Terminado el contrato, los datos personales recibidos de la otra parte y las notas de las sesiones que los contengan se suprimirán o devolverán, salvo la conservación exigida por la ley o necesaria para el ejercicio regular de derechos (artículo 16 de la LGPD).',
      ],
    },
    {
      key: 'rescisao',
      heading: 'De la resolución',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin causa justificada, mediante preaviso por escrito de 15 (quince) días.',
        'Párrafo primero. Si el CLIENTE resuelve el contrato sin causa justificada, se deberán al PRESTADOR(A): a) los servicios ejecutados hasta el final del preaviso, calculados por las horas efectivamente trabajadas a razón de {{profissional.valor_hora}} por hora, con el límite del precio total; b) una penalización por resolución del 10 % (diez por ciento) sobre la parte del precio correspondiente a los servicios no ejecutados; c) los gastos ya autorizados.',
        'Párrafo segundo. El anticipo remunera la reserva de agenda y los trabajos iniciados y se descontará de los importes del párrafo anterior. Iniciada la ejecución, el anticipo no se devolverá; si la resolución se produce antes del inicio de los trabajos, se devolverá, descontados los gastos justificados.',
        'Párrafo tercero. Si el PRESTADOR(A) resuelve el contrato sin causa justificada, entregará el trabajo realizado hasta ese momento, devolverá los importes recibidos por servicios no ejecutados y pagará al CLIENTE una penalización del 10 % (diez por ciento) sobre la parte del precio correspondiente a dichos servicios.',
        'Párrafo cuarto. Cualquiera de las partes podrá resolver el contrato por causa justificada, sin preaviso, si la otra incumple una obligación contractual y no subsana el incumplimiento en 10 (diez) días desde la notificación por correo electrónico; la parte que dio lugar a la resolución pagará la penalización prevista en esta cláusula, además de los importes debidos por los servicios ejecutados.',
        'Párrafo quinto. En cualquier caso de resolución, el CLIENTE recibirá los derechos previstos en la cláusula de derechos de autor sobre las entregas que haya pagado íntegramente.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'De la limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad total del PRESTADOR(A) por daños derivados de este contrato se limita al importe efectivamente pagado por el CLIENTE y no comprende el lucro cesante, la pérdida de ingresos, de datos o de oportunidades ni otros daños indirectos, salvo en caso de dolo o culpa grave.',
        'Párrafo primero. El CLIENTE es el único responsable del contenido, la licitud y los derechos de los materiales y la información que aporte, y responderá de las reclamaciones de terceros derivadas de ellos.',
        'Párrafo segundo. Ninguna de las partes responde de retrasos o fallos causados por caso fortuito o fuerza mayor (artículo 393 del Código Civil brasileño), ni el PRESTADOR(A) de los causados por actos del CLIENTE o de terceros contratados por este.',
        'Párrafo tercero. Si el CLIENTE es consumidor, esta cláusula se aplica dentro de los límites del Código de Defensa del Consumidor brasileño (Ley n.º 8.078/1990).',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'De la firma electrónica',
      paragraphs: [
        'Las partes acuerdan firmar este contrato electrónicamente a través de la plataforma Valora, con verificación del correo electrónico del CLIENTE mediante un código de confirmación, autenticación del PRESTADOR(A) en su cuenta y registro del nombre, el documento, la dirección IP, la fecha y hora de la firma y el hash SHA-256 del contenido firmado.',
        'Párrafo primero. Conforme al artículo 10, § 2, de la Medida Provisional brasileña n.º 2.200-2/2001, las partes admiten este medio como válido para acreditar la autoría y la integridad de este documento, y lo reconocen como firma electrónica avanzada en los términos del artículo 4, inciso II, de la Ley brasileña n.º 14.063/2020.',
        'Párrafo segundo. Cualquier modificación del contenido después de una firma genera una nueva versión, que requiere nuevas firmas. Cada parte podrá obtener, a través de la plataforma, una copia del contrato firmado y del registro de las evidencias de la firma.',
      ],
    },
    {
      key: 'foro',
      heading: 'De la ley aplicable y la jurisdicción',
      paragraphs: [
        'Este contrato se rige por las leyes de la República Federativa del Brasil. Para resolver cualquier controversia derivada de este contrato se eligen los tribunales de {{profissional.cidade}}, con renuncia a cualquier otro fuero, por privilegiado que sea, sin perjuicio del derecho del CLIENTE consumidor a demandar ante los tribunales de su domicilio.',
        'Párrafo único. Antes de acudir a los tribunales, las partes procurarán resolver de buena fe, mediante negociación directa, cualquier discrepancia sobre este contrato.',
        'Y, en prueba de conformidad, las partes firman este contrato electrónicamente.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
