import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios',
  summary: 'Modelo general para servicios autónomos puntuales que no tienen un modelo específico en la biblioteca.',
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
        'El objeto de este contrato es la prestación, por el PRESTADOR(A) al CLIENTE, de los servicios descritos en la propuesta "{{proposta.titulo}}", de fecha {{proposta.data}}, que forma parte de este contrato, y que comprende los siguientes conceptos:',
        '{{proposta.itens}}',
        'Párrafo primero. El alcance se limita a los conceptos anteriores y a las especificaciones de la propuesta. Cualquier servicio no descrito en ella se tratará como modificación del alcance, conforme a la cláusula correspondiente.',
        'Párrafo segundo. En caso de discrepancia entre la propuesta y este contrato, prevalece lo dispuesto en este contrato.',
      ],
    },
    {
      key: 'prazos',
      heading: 'De los plazos',
      paragraphs: [
        'El PRESTADOR(A) concluirá los servicios en un plazo máximo de {{contrato.prazo_entrega}} días naturales, contados desde el último de los siguientes hechos: la confirmación del pago del anticipo o la recepción de la información, los materiales y los accesos necesarios para la ejecución (briefing), que debe proporcionar el CLIENTE.',
        'Párrafo primero. El plazo queda en suspenso mientras el avance de los servicios dependa de una respuesta, aprobación, material o pago a cargo del CLIENTE, y se reanuda cuando se atienda la pendencia.',
        'Párrafo segundo. Cuando la propuesta prevea entregas parciales, estas seguirán el calendario indicado en ella, dentro del plazo total anterior.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'De la entrega y la aprobación',
      paragraphs: [
        'Cada entrega se enviará al CLIENTE al correo electrónico indicado en la cláusula de las partes o por otro medio acordado por escrito. El CLIENTE dispondrá de 5 (cinco) días hábiles desde la recepción para aprobarla o solicitar ajustes, de forma motivada y reunidos en un único mensaje.',
        'Párrafo primero. El precio incluye hasta 2 (dos) rondas de ajustes por entrega, entendidas como correcciones y mejoras dentro del alcance contratado. Las rondas adicionales y las solicitudes que modifiquen lo ya aprobado se rigen por la cláusula de modificaciones del alcance.',
        'Párrafo segundo. Transcurrido el plazo de aprobación sin respuesta del CLIENTE, o si este comienza a utilizar la entrega en su actividad, la entrega se considerará aprobada.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Del precio y la forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) un importe total de {{proposta.total}}, de la siguiente forma: a) un anticipo del {{proposta.sinal_percentual}} del total, equivalente a {{proposta.sinal_valor}}, a la firma de este contrato; b) el saldo de {{proposta.saldo}}, en {{contrato.parcelas}} cuota(s) mensual(es), iguales y sucesivas, con vencimiento de la primera en la fecha de la entrega final y de las demás cada 30 (treinta) días.',
        'Párrafo primero. Los pagos se realizarán por Pix a la clave {{profissional.pix}}, cuyo titular es el PRESTADOR(A); el comprobante de la transferencia acredita el pago del importe abonado, y el PRESTADOR(A) emitirá recibo o documento fiscal cuando la ley lo exija. Todos los importes se expresan en reales brasileños.',
        'Párrafo segundo. Los trabajos comienzan tras la confirmación del pago del anticipo.',
        'Párrafo tercero. Los gastos necesarios para los servicios que no estén previstos en la propuesta, como desplazamientos, tasas y licencias de terceros, requieren la aprobación previa y por escrito del CLIENTE, que los reembolsará contra justificante.',
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
        'Toda modificación del alcance, como la inclusión de servicios, el cambio de especificaciones o rondas de ajustes adicionales a las previstas, deberá ser solicitada por el CLIENTE y aceptada por el PRESTADOR(A) por escrito, incluido el correo electrónico, antes de su ejecución.',
        'Párrafo primero. Salvo presupuesto específico aceptado por las partes, los servicios adicionales se facturarán por las horas efectivamente trabajadas, a razón de {{profissional.valor_hora}} por hora, y el PRESTADOR(A) informará previamente la estimación de horas y el efecto sobre el plazo de entrega.',
        'Párrafo segundo. Los servicios adicionales se pagarán junto con la cuota siguiente o, si no quedan cuotas por vencer, en un plazo de 10 (diez) días desde la presentación de la factura, por el mismo medio de pago de este contrato.',
        'Párrafo tercero. El PRESTADOR(A) no está obligado(a) a ejecutar modificaciones que no se hayan acordado conforme a esta cláusula.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'De las obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con diligencia, cuidado y la técnica adecuada, conforme al alcance y los plazos de este contrato; b) mantener al CLIENTE informado del avance de los trabajos y comunicar sin demora cualquier hecho que pueda afectar a los plazos o resultados; c) utilizar los materiales, accesos e información recibidos únicamente para la ejecución de este contrato; d) corregir, sin coste adicional, los defectos de ejecución que le sean imputables y que se señalen dentro del plazo de aprobación; e) cumplir la legislación aplicable a los servicios.',
        'Párrafo único. El PRESTADOR(A) podrá servirse de herramientas o colaboradores para tareas accesorias, y seguirá siendo responsable ante el CLIENTE del resultado y de la confidencialidad.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'De las obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) proporcionar, en los plazos acordados, la información, los materiales, los accesos y las aprobaciones necesarios para la ejecución de los servicios; b) garantizar que los materiales que aporte le pertenecen o que está autorizado a utilizarlos, y que no vulneran derechos de terceros; c) designar a una persona con facultades para aprobar las entregas y responder a las consultas del PRESTADOR(A) en un plazo de 5 (cinco) días hábiles; d) realizar los pagos en las fechas acordadas; e) no utilizar públicamente las entregas antes del pago íntegro, salvo autorización escrita del PRESTADOR(A).',
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
        'Las obras intelectuales creadas por el PRESTADOR(A) en la ejecución de este contrato, como textos, imágenes, hojas de cálculo, presentaciones y materiales similares, están protegidas por la Ley brasileña n.º 9.610/1998 (Ley de Derechos de Autor).',
        'Párrafo primero. Una vez pagados íntegramente el precio y los servicios adicionales, el PRESTADOR(A) cede al CLIENTE, con carácter definitivo y sin coste adicional, los derechos patrimoniales de autor sobre las versiones finales aprobadas, para su reproducción, edición, adaptación, distribución y divulgación por cualquier medio, en Brasil y en el extranjero, conforme a los artículos 49 y 50 de la Ley n.º 9.610/1998. Hasta el pago íntegro, el CLIENTE solo podrá evaluar las entregas.',
        'Párrafo segundo. Los derechos morales de autor, inalienables e irrenunciables (artículo 27 de la Ley n.º 9.610/1998), permanecen con el PRESTADOR(A).',
        'Párrafo tercero. No se ceden: las versiones y bocetos no aprobados; los métodos, plantillas y materiales preexistentes del PRESTADOR(A), sobre los que el CLIENTE recibe una licencia de uso no exclusiva en la medida necesaria para utilizar las entregas; ni los elementos de terceros, como fuentes tipográficas, imágenes de bancos y programas, sujetos a las licencias de sus titulares.',
        'Párrafo cuarto. El PRESTADOR(A) podrá mostrar los trabajos realizados en su portafolio y en sus canales profesionales, salvo que el CLIENTE solicite reserva por escrito o que el trabajo contenga información confidencial.',
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
        'Párrafo segundo. Si, para ejecutar los servicios, el PRESTADOR(A) tiene acceso a datos personales de clientes, empleados o terceros facilitados por el CLIENTE, los tratará únicamente para los fines de este contrato y conforme a las instrucciones lícitas del CLIENTE.',
        'Párrafo tercero. Las partes adoptarán medidas técnicas y administrativas de seguridad aptas para proteger los datos personales frente a accesos no autorizados y situaciones accidentales o ilícitas, y se avisarán mutuamente, en un plazo de 48 (cuarenta y ocho) horas, de cualquier incidente de seguridad que los afecte.',
        'Párrafo cuarto. Terminado el contrato, los datos personales recibidos de la otra parte se suprimirán o devolverán, salvo la conservación exigida por la ley o necesaria para el ejercicio regular de derechos (artículo 16 de la LGPD).',
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
      key: 'disposicoes_gerais',
      heading: 'Disposiciones generales',
      paragraphs: [
        'Este contrato, junto con la propuesta que forma parte de él, sustituye cualquier entendimiento anterior sobre el mismo objeto y solo podrá modificarse por escrito, incluida la forma electrónica, salvo las modificaciones del alcance acordadas por correo electrónico conforme a la cláusula correspondiente.',
        'Párrafo primero. La tolerancia de una parte ante el incumplimiento de la otra no implica renuncia ni novación, y la invalidez de una disposición no afecta a las demás.',
        'Párrafo segundo. Ninguna de las partes podrá ceder a terceros los derechos y obligaciones de este contrato sin el consentimiento escrito de la otra.',
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
