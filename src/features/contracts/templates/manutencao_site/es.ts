// Traducción al español del contrato de mantenimiento de sitio web (pt-BR.ts es el original jurídico).
import type { TemplateText } from '../types';

export const es: TemplateText = {
  title: 'Contrato de prestación de servicios de mantenimiento de sitio web',
  summary:
    'Para el mantenimiento mensual de sitios web: actualizaciones, copias de seguridad, seguridad, horas de soporte incluidas, plazos de atención y reajuste anual por el IPCA.',
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
        'El objeto de este contrato es la prestación, por el PRESTADOR(A), de servicios continuos de mantenimiento del sitio o los sitios web del CLIENTE indicados en la propuesta "{{proposta.titulo}}", de {{proposta.data}}, que forma parte de este contrato y comprende los siguientes elementos:',
        '{{proposta.itens}}',
        'Párrafo primero. El mantenimiento comprende: a) la actualización de la plataforma, de los temas y de los plugins o dependencias; b) copias de seguridad (backups) periódicas; c) la supervisión de la disponibilidad y de la seguridad; d) pequeños ajustes de contenido y de diseño y soporte técnico, dentro de las horas mensuales incluidas en la propuesta.',
        'Párrafo segundo. Salvo que la propuesta disponga otra cosa, no forman parte del alcance: un nuevo diseño o rediseño, nuevas funcionalidades, la producción de textos e imágenes, las campañas de marketing, la corrección de defectos en código de terceros más allá de las horas incluidas y la recuperación de problemas ya existentes al inicio del contrato, que se presupuestarán aparte.',
        'Párrafo tercero. La obligación del PRESTADOR(A) es de medios: aplicará las buenas prácticas del mercado para mantener el sitio actualizado, disponible y seguro, sin garantizar una disponibilidad ininterrumpida ni la inmunidad frente a fallos o ataques.',
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
      heading: 'De la implantación y la rutina de mantenimiento',
      paragraphs: [
        'La implantación (diagnóstico del sitio, inventario de versiones y accesos, primera copia de seguridad completa y configuración de la supervisión) se completará en un plazo de {{contrato.prazo_entrega}} días, contados desde el pago de la primera mensualidad y la recepción de los accesos previstos en este contrato, lo que ocurra en último lugar; el diagnóstico se enviará al CLIENTE por correo electrónico.',
        'Párrafo primero. Las actualizaciones se realizarán al menos una vez al mes, siempre precedidas de una copia de seguridad y, cuando sea posible, probadas en un entorno de pruebas; las actualizaciones de seguridad críticas se aplicarán con prioridad, en cuanto estén disponibles.',
        'Párrafo segundo. Las copias de seguridad de los archivos y de la base de datos se harán al menos semanalmente, se conservarán durante un mínimo de 30 (treinta) días y se almacenarán fuera del servidor de alojamiento, con acceso restringido.',
        'Párrafo tercero. A más tardar el día 10 (diez) de cada mes, el PRESTADOR(A) enviará un informe del mes anterior con las actualizaciones realizadas, las copias de seguridad, los incidentes, las solicitudes atendidas y las horas utilizadas.',
      ],
    },
    {
      key: 'atendimento_sla',
      heading: 'De los niveles de servicio (SLA)',
      paragraphs: [
        'Las solicitudes se harán por correo electrónico o por el canal acordado entre las partes y se atenderán en horario laboral, de lunes a viernes, de 9 a 18 horas (hora de Brasilia), salvo festivos nacionales brasileños, con los siguientes plazos de primera respuesta: a) crítico (sitio caído, atacado o con los pagos interrumpidos): hasta 4 (cuatro) horas hábiles; b) alto (una funcionalidad importante con fallos): hasta 1 (un) día hábil; c) normal (ajustes, consultas y peticiones de contenido): hasta 2 (dos) días hábiles.',
        'Párrafo primero. El plazo de primera respuesta es el tiempo para iniciar la atención, no para concluirla; la solución depende de la complejidad del problema y, en su caso, de la actuación del proveedor de alojamiento o de otros terceros.',
        'Párrafo segundo. La atención fuera del horario laboral es facultativa para el PRESTADOR(A) y, cuando se preste a petición del CLIENTE, no se descuenta de las horas incluidas y se cobrará como hora adicional.',
        'Párrafo tercero. El incumplimiento de los plazos de primera respuesta por culpa del PRESTADOR(A) más de 2 (dos) veces en un mismo mes autoriza al CLIENTE a resolver este contrato por causa justificada.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Del precio y la forma de pago',
      paragraphs: [
        'Por los servicios, el CLIENTE pagará al PRESTADOR(A) una mensualidad de {{contrato.mensalidade}}, por adelantado, con vencimiento el día {{contrato.dia_vencimento}} de cada mes.',
        'Párrafo primero. La primera mensualidad se pagará en un plazo de 3 (tres) días hábiles desde la firma de este contrato, y el inicio de los servicios queda condicionado a su pago; la diferencia de días entre el inicio y el primer vencimiento ordinario se ajustará proporcionalmente, al alza o a la baja, en la mensualidad siguiente.',
        'Párrafo segundo. Los pagos se realizarán por Pix (el sistema brasileño de pagos instantáneos) a la clave {{profissional.pix}}, y el comprobante valdrá como recibo, sin perjuicio de la emisión de factura cuando corresponda.',
        'Párrafo tercero. La mensualidad no incluye el alojamiento, el registro y la renovación del dominio, las licencias de temas, plugins y herramientas de pago ni los servicios de terceros, que el CLIENTE pagará directamente a los proveedores.',
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
        'Párrafo primero. Si el retraso supera los 10 (diez) días, el PRESTADOR(A) podrá, previo aviso por correo electrónico, suspender el mantenimiento y la atención hasta la regularización, sin que ello constituya incumplimiento contractual; un retraso superior a 30 (treinta) días autoriza la resolución por causa justificada.',
        'Párrafo segundo. La suspensión no autoriza al PRESTADOR(A) a desconectar el sitio, cambiar contraseñas ni retener accesos, archivos o copias de seguridad del CLIENTE.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'De las horas incluidas, las horas adicionales y las modificaciones del alcance',
      paragraphs: [
        'La mensualidad incluye, para ajustes y soporte, la cantidad de horas mensuales indicada en la propuesta; las rutinas de actualización, copia de seguridad y supervisión no consumen esas horas. El tiempo se computa en fracciones de 15 (quince) minutos y se informa en el informe mensual; las horas no utilizadas en el mes no se acumulan para los meses siguientes.',
        'Párrafo único. Las horas que excedan las incluidas, así como los servicios fuera del alcance, se cobrarán a razón de {{profissional.valor_hora}} por hora, previa estimación aprobada por el CLIENTE por escrito o por correo electrónico, y se pagarán junto con la mensualidad siguiente; en los incidentes críticos, la aprobación podrá darse por cualquier medio y confirmarse después por correo electrónico.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Del alojamiento y el dominio',
      paragraphs: [
        'El alojamiento y el dominio del sitio deben estar contratados a nombre del CLIENTE, titular de las cuentas, que paga directamente a los proveedores; los dominios ".br" deben estar registrados en Registro.br con el CPF o CNPJ del CLIENTE. El PRESTADOR(A) podrá ayudar en la contratación, la configuración y la transferencia de titularidad, sin convertirse en titular de las cuentas.',
        'Párrafo primero. La renovación del alojamiento y del dominio es responsabilidad del CLIENTE; el PRESTADOR(A) avisará al CLIENTE, con 30 (treinta) días de antelación, de los vencimientos que conozca.',
        'Párrafo segundo. La disponibilidad del servidor, de la red y del servicio de correo electrónico es responsabilidad del proveedor de alojamiento, según el contrato de este con el CLIENTE; el PRESTADOR(A) contactará con el proveedor en caso de fallo y hará el seguimiento de la solución.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'De las obligaciones del PRESTADOR(A)',
      paragraphs: [
        'Son obligaciones del PRESTADOR(A): a) ejecutar los servicios con esmero, técnica y puntualidad; b) cumplir la rutina de actualizaciones y copias de seguridad y los plazos de atención de este contrato; c) probar el sitio después de cada intervención relevante y, en caso de fallo, restaurar la última versión estable; d) guardar reserva sobre las credenciales, usar autenticación en dos pasos cuando esté disponible y no crear accesos ocultos; e) documentar en el informe mensual los cambios realizados; f) avisar de inmediato al CLIENTE de cualquier incidente de seguridad del que tenga conocimiento.',
        'Párrafo único. El PRESTADOR(A) presta los servicios con autonomía, con sus propios medios y sin exclusividad, sin que exista relación laboral ni subordinación entre las partes.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'De las obligaciones del CLIENTE',
      paragraphs: [
        'Son obligaciones del CLIENTE: a) pagar puntualmente la mensualidad y las horas adicionales aprobadas; b) proporcionar y mantener vigentes los accesos al panel del sitio, al alojamiento, al dominio y a las herramientas necesarias; c) mantener activos y pagados el alojamiento, el dominio y las licencias; d) comunicar con antelación cualquier cambio que pretenda hacer en el sitio, por sí mismo o por terceros; e) proporcionar los contenidos que se publiquen y responder de su legalidad; f) designar a un responsable de las solicitudes y aprobaciones.',
        'Párrafo único. Los cambios hechos en el sitio por el CLIENTE o por terceros sin aviso previo, y los problemas que causen, no están cubiertos por la mensualidad; su corrección se cobrará como hora adicional.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'De los derechos de autor',
      paragraphs: [
        'Los derechos patrimoniales sobre el código, los ajustes y los materiales desarrollados por el PRESTADOR(A) específicamente para el sitio del CLIENTE durante el mantenimiento quedan cedidos al CLIENTE, conforme a la Ley brasileña 9.610/1998 y, en cuanto a los programas de ordenador, a la Ley brasileña 9.609/1998, una vez pagada íntegramente la mensualidad del mes en que se produjeron. El sitio y los contenidos preexistentes siguen perteneciendo a sus titulares.',
        'Párrafo primero. Las herramientas, scripts y bibliotecas de uso general del PRESTADOR(A) que se empleen en el sitio se licencian al CLIENTE de forma no exclusiva y por tiempo indefinido, para su uso en ese sitio; los componentes de terceros y de código abierto se rigen por sus respectivas licencias.',
        'Párrafo segundo. Se preservan los derechos morales del autor, conforme a los artículos 24 y 27 de la Ley 9.610/1998 y al artículo 2, § 1, de la Ley 9.609/1998. El PRESTADOR(A) podrá mencionar el sitio entre los trabajos de su portafolio, salvo que el CLIENTE lo indique como confidencial.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'De la confidencialidad',
      paragraphs: [
        'Las partes guardarán confidencialidad sobre la información no pública a la que tengan acceso en virtud de este contrato, como credenciales, datos de clientes y de ventas, vulnerabilidades, código e información comercial, y la usarán solo para ejecutar los servicios, durante la vigencia y durante 2 (dos) años después de su término; la confidencialidad de las credenciales se mantiene mientras sigan vigentes, y la de las vulnerabilidades, hasta que se corrijan.',
        'Párrafo único. No es confidencial la información que ya sea pública sin culpa de la parte que la recibió o cuya divulgación exija la ley o una orden judicial.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'De la protección de datos personales',
      paragraphs: [
        'Las partes tratarán los datos personales conforme a la Ley brasileña 13.709/2018 (LGPD, Ley General de Protección de Datos). Cada parte es responsable (controladora) de los datos personales que proporciona a la otra, como los de sus representantes y contactos, que se utilizarán solo para la ejecución de este contrato.',
        'Párrafo primero. En cuanto a los datos de los visitantes y clientes del sitio, de los que el CLIENTE es responsable, el PRESTADOR(A) actuará como encargado del tratamiento: accederá solo a lo necesario para el mantenimiento, seguirá las instrucciones del CLIENTE y no los utilizará para ninguna otra finalidad.',
        'Párrafo segundo. El PRESTADOR(A) adoptará medidas de seguridad adecuadas, también en las copias de seguridad, y comunicará al CLIENTE, en un plazo de 24 (veinticuatro) horas desde que tenga conocimiento, cualquier incidente de seguridad que afecte a datos personales, para que este realice las comunicaciones previstas en el artículo 48 de la LGPD.',
        'Párrafo tercero. Al término del contrato, tras entregar la última copia de seguridad al CLIENTE, el PRESTADOR(A) eliminará las copias y los datos que conserve, salvo la conservación exigida por ley.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'De la resolución',
      paragraphs: [
        'Cualquiera de las partes podrá resolver este contrato sin causa mediante preaviso escrito de 30 (treinta) días, durante los cuales los servicios y las mensualidades continúan con normalidad. La parte que lo resuelva sin respetar el preaviso pagará a la otra una penalización equivalente a 1 (una) mensualidad vigente.',
        'Párrafo primero. El contrato podrá resolverse por causa justificada, sin preaviso ni penalización, si la otra parte incumple una obligación y no subsana la falta en un plazo de 10 (diez) días desde la notificación.',
        'Párrafo segundo. La mensualidad del mes en curso, ya pagada, remunera el trabajo iniciado en ese período y no se reembolsa; en cualquier caso de resolución, se deben los importes de los servicios prestados y de las horas adicionales aprobadas hasta la fecha del término.',
        'Párrafo tercero. En un plazo de 5 (cinco) días hábiles desde el término, el PRESTADOR(A) entregará al CLIENTE la última copia de seguridad completa, las credenciales que haya creado y la documentación de los cambios realizados, y eliminará sus propios accesos; el CLIENTE deberá cambiar las contraseñas compartidas.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'De la limitación de responsabilidad',
      paragraphs: [
        'La responsabilidad del PRESTADOR(A) por los daños derivados de este contrato se limita al importe total efectivamente pagado por el CLIENTE en los 12 (doce) meses anteriores al hecho, excluidos el lucro cesante, las ventas perdidas durante las interrupciones del servicio y los daños indirectos, salvo en caso de dolo o culpa grave.',
        'Párrafo único. El PRESTADOR(A) no responde por fallos del proveedor de alojamiento ni de plugins, temas y servicios de terceros, por ataques producidos pese a la adopción de las medidas previstas en este contrato, por cambios hechos por el CLIENTE o por terceros, ni por los contenidos y materiales proporcionados por el CLIENTE, de los que este es responsable.',
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
