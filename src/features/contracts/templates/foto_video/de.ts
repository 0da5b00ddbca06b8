// Deutsche Übersetzung der Vorlage für Fotografie und Video (pt-BR.ts ist das rechtlich maßgebliche Original).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über Fotografie und Video',
  summary:
    'Für Fotoshootings, Veranstaltungen, Produktfotos und Videos: Aufnahmetermin, Bearbeitung, Lieferung des ausgewählten Materials, Reisekosten und Bildrechte der abgebildeten Personen.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'Einerseits {{profissional.nome}}, in Brasilien eingetragen unter CPF/CNPJ Nr. {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'Andererseits {{cliente.nome}}, eingetragen unter CPF/CNPJ (oder gleichwertiger Steuernummer) Nr. {{cliente.cpf_cnpj}}, Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die Parteien schließen diesen Dienstleistungsvertrag über Fotografie und Video, für den die folgenden Klauseln und die Artikel 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil) gelten.',
        'Einziger Absatz. Die oben genannten E-Mail-Adressen sind für alle Zwecke dieses Vertrags die offiziellen Kommunikationswege der Parteien, auch für Freigaben, Änderungswünsche und Mitteilungen.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Gegenstand und Umfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Erbringung der im Angebot „{{proposta.titulo}}“ vom {{proposta.data}} beschriebenen Foto- und/oder Videoleistungen durch den Auftragnehmer; das Angebot ist Bestandteil dieses Vertrags und umfasst folgende Positionen:',
        '{{proposta.itens}}',
        'Datum, Uhrzeit, Ort und Dauer des Shootings oder der Begleitung sowie die Anzahl der bearbeiteten Fotos und die Länge des geschnittenen Videos ergeben sich aus dem Angebot oder werden vor dem Termin schriftlich zwischen den Parteien vereinbart.',
        'Einziger Absatz. Sofern nicht ausdrücklich im Angebot enthalten, gehören nicht zum Vertragsgegenstand: Alben und Abzüge, Rohdaten (RAW-Dateien oder ungeschnittenes Kameramaterial), Make-up, Kostüme, Szenenbild, Studio- oder Locationmiete, die Buchung von Models, Drohneneinsatz und zusätzliche Fassungen des Videos.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen, Lieferung und Abnahme',
      paragraphs: [
        'Das fertige Material wird innerhalb von {{contrato.prazo_entrega}} Kalendertagen nach dem Shooting oder der Veranstaltung (bei mehreren Terminen nach dem letzten) geliefert, sofern die Anzahlung geleistet wurde.',
        'Sieht das Angebot vor, dass der Auftraggeber die Fotos auswählt, teilt er seine Auswahl in der Vorschaugalerie innerhalb von 10 (zehn) Tagen mit; während dieser Zeit ist die Lieferfrist gehemmt. Erfolgt keine Auswahl, trifft sie der Auftragnehmer.',
        'Enthalten sind eine Korrekturrunde für punktuelle Anpassungen der Fotobearbeitung und eine für das geschnittene Video, jeweils schriftlich innerhalb von 7 (sieben) Tagen nach dem Versand anzufordern. Änderungen des Drehbuchs, der Musik oder einer bereits getroffenen Auswahl sind eine Änderung des Leistungsumfangs.',
        'Einziger Absatz. Wird innerhalb von 7 (sieben) Tagen nach Versand des fertigen Materials keine Anpassung verlangt, gilt es als abgenommen. Vom Auftraggeber verursachte Verzögerungen, auch bei der Auswahl oder bei Zahlungen, verlängern die Lieferfrist um denselben Zeitraum.',
      ],
    },
    {
      key: 'entrega_arquivos',
      heading: 'Dateien, Bearbeitung und Lieferung',
      paragraphs: [
        'Die Fotos werden bearbeitet geliefert (Farbe, Licht, Bildausschnitt und leichte Retusche), als hochauflösende JPEG-Dateien und in einer Webfassung, das Video geschnitten als MP4-Datei in der im Angebot genannten Auflösung, jeweils über eine Online-Galerie oder einen Download-Link, der mindestens 30 (dreißig) Tage verfügbar ist.',
        'Bildauswahl, Bearbeitungsstil und Nachbearbeitung folgen dem technischen und künstlerischen Ermessen des Auftragnehmers unter Berücksichtigung der vor dem Termin gegebenen Vorgaben des Auftraggebers. Technisch fehlerhafte oder doppelte Bilder werden nicht geliefert.',
        'Rohdaten werden als Arbeitsmaterial des Auftragnehmers nicht herausgegeben, es sei denn, dies ist im Angebot ausdrücklich vereinbart; in diesem Fall werden sie unbearbeitet und ohne Gewähr für die Qualität jeder einzelnen Datei geliefert.',
        'Einziger Absatz. Der Auftragnehmer bewahrt eine Sicherungskopie des fertigen Materials 90 (neunzig) Tage nach der Lieferung auf. Danach ist der Auftraggeber für die Aufbewahrung seiner Dateien selbst verantwortlich; eine erneute Lieferung kann, falls das Material noch vorhanden ist, berechnet werden.',
      ],
    },
    {
      key: 'deslocamento',
      heading: 'Anfahrt und Auslagen',
      paragraphs: [
        'Der Preis umfasst die Anfahrt des Auftragnehmers und seines Teams innerhalb der Gemeinde {{profissional.cidade}}.',
        'Bei Shootings oder Veranstaltungen außerhalb dieser Gemeinde erstattet der Auftraggeber auf Grundlage eines vor der Reise schriftlich genehmigten Kostenvoranschlags die Kosten für Transport, Unterkunft, Verpflegung und Maut sowie Parkgebühren, Eintritts- und Genehmigungsgebühren für Drehorte. Die Auslagen werden im Voraus gezahlt oder innerhalb von 5 (fünf) Tagen nach Vorlage der Belege erstattet.',
        'Einziger Absatz. Bei Einsätzen von mehr als 6 (sechs) Stunden stellt der Auftraggeber dem Auftragnehmer und seinem Team eine Verpflegung bereit oder übernimmt deren Kosten.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die in diesem Vertrag beschriebenen Leistungen zahlt der Auftraggeber dem Auftragnehmer einen Gesamtbetrag von {{proposta.total}} wie folgt:',
        'a) eine Anzahlung von {{proposta.sinal_percentual}} des Gesamtbetrags, also {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; mit dieser Zahlung ist der Termin verbindlich reserviert; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} Rate(n) zu den im Angebot genannten Terminen oder, mangels Angabe, die erste am Tag des Shootings und die weiteren jeweils im Abstand von 30 (dreißig) Tagen.',
        'Die Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Überweisungsbeleg gilt als Quittung. Die in der entsprechenden Klausel geregelten Reisekosten sind im Gesamtbetrag nicht enthalten.',
        'Einziger Absatz. Die Lieferung des hochauflösenden Endmaterials kann von der Zahlung der bis zum Liefertag fälligen Raten abhängig gemacht werden.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung eines Betrags schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des geschuldeten Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie die Inflationsanpassung nach dem Index IPCA (IBGE), jeweils von der Fälligkeit bis zur tatsächlichen Zahlung.',
        'Einziger Absatz. Dauert der Verzug länger als 10 (zehn) Tage, kann der Auftragnehmer nach Mitteilung per E-Mail die Bearbeitung und Lieferung des Materials bis zum Ausgleich aussetzen; die Fristen verlängern sich um die Dauer der Aussetzung.',
      ],
    },
    {
      key: 'remarcacao',
      heading: 'Terminverschiebung und unvorhergesehene Ereignisse',
      paragraphs: [
        'Der Auftraggeber kann den Termin einmal kostenlos verschieben, wenn er dies mindestens 7 (sieben) Tage vorher mitteilt und der Kalender des Auftragnehmers es erlaubt; weitere oder kurzfristigere Verschiebungen können berechnet werden. Außenshootings kann jede Partei bei Regen oder bei Gefahr für Personen oder Ausrüstung kostenlos verschieben.',
        'Bei Zufall oder höherer Gewalt (Artikel 393 des brasilianischen Zivilgesetzbuchs), einschließlich einer Krankheit, die die Arbeit verhindert, vereinbaren die Parteien einen neuen Termin, oder der Auftragnehmer schlägt mit Zustimmung des Auftraggebers eine gleichwertige Fachkraft vor; ist beides nicht möglich, werden die für nicht erbrachte Leistungen gezahlten Beträge erstattet.',
        'Einziger Absatz. Wird aus Gründen, die der Auftraggeber zu vertreten hat, nicht innerhalb von 90 (neunzig) Tagen nach dem ursprünglichen Termin ein neuer Termin festgelegt, gelten die Regeln über die Kündigung durch den Auftraggeber.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Leistungen, die im Angebot nicht vorgesehen sind, etwa zusätzliche Stunden Begleitung, weitere bearbeitete Fotos, neue Fassungen des Videos oder aufwendige Retuschen, werden gesondert angeboten und erst nach schriftlicher Zustimmung des Auftraggebers, auch per E-Mail oder Nachricht, ausgeführt.',
        'Zusätzliche Stunden werden mit {{profissional.valor_hora}} pro Stunde, dem Stundensatz des Auftragnehmers, oder zum im Angebot genannten Festpreis berechnet und können den Liefertermin verändern.',
        'Einziger Absatz. Während einer Veranstaltung kann die Verlängerung der Begleitung vom Auftraggeber oder von der von ihm benannten verantwortlichen Person vor Ort verlangt werden, bestätigt durch eine schriftliche Nachricht zum selben Zeitpunkt.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) pünktlich und mit geeigneter Ausrüstung einschließlich Ersatzausrüstung zu erscheinen und, soweit die Ausrüstung es erlaubt, auf zwei Speicherkarten aufzuzeichnen; b) das Shooting professionell und diskret durchzuführen und die anwesenden Personen sowie die Regeln des Ortes zu respektieren; c) das Material fristgerecht und in den vereinbarten Formaten zu liefern; d) die Sicherungskopien für die vereinbarte Dauer aufzubewahren; e) den Auftraggeber unverzüglich über alle Umstände zu informieren, die das Shooting oder die Lieferung beeinträchtigen können.',
        'Einziger Absatz. Der Auftragnehmer erbringt die Leistungen technisch und künstlerisch eigenverantwortlich und kann Assistenten unter seiner Verantwortung einsetzen, die in keinerlei Rechtsverhältnis zum Auftraggeber stehen.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Beträge fristgerecht zu zahlen; b) rechtzeitig den Ablaufplan, die Adresse, die unbedingt festzuhaltenden Momente und Personen sowie eine Kontaktperson vor Ort mitzuteilen; c) dem Auftragnehmer Zugang zum Ort zu verschaffen und die für Foto- oder Filmaufnahmen dort nötigen Genehmigungen einzuholen, auch für den Drohneneinsatz, der die Vorschriften der ANAC und des DECEA (brasilianische Zivilluftfahrt- und Luftraumbehörden) einhält; d) die in der Klausel über Bildrechte vorgesehenen Einwilligungen einzuholen; e) Auswahl und Freigaben innerhalb der vorgesehenen Fristen vorzunehmen.',
        'Einziger Absatz. Der Auftragnehmer haftet nicht für fehlende Aufnahmen, die auf Einschränkungen des Ortes oder Dritter, etwa von Hochzeitsplanern, Zeremonienleitern oder Veranstaltern, zurückgehen.',
      ],
    },
    {
      key: 'direito_imagem',
      heading: 'Bildrechte der abgebildeten Personen',
      paragraphs: [
        'Das Bild einer Person ist durch Artikel 5, X, der brasilianischen Bundesverfassung und Artikel 20 des brasilianischen Zivilgesetzbuchs geschützt; seine Veröffentlichung bedarf der Einwilligung. Soweit der Auftraggeber selbst abgebildet ist, willigt er in die Nutzung seines Bildes für die Zwecke dieses Vertrags ein, auch im Portfolio des Auftragnehmers nach Maßgabe dieser Klausel.',
        'Der Auftraggeber holt die schriftliche Einwilligung der übrigen fotografierten oder gefilmten Personen ein, deren Bild er veröffentlichen oder kommerziell nutzen will, etwa von Models, Beschäftigten und Gästen, bei Kindern und Jugendlichen die Einwilligung der Eltern oder gesetzlichen Vertreter. Der Auftraggeber haftet für jede Nutzung der Bilder ohne diese Einwilligungen.',
        'Der Auftragnehmer darf Bilder aus dem Auftrag in seinem Portfolio, auf seiner Website und in sozialen Netzwerken ausschließlich zur Präsentation der eigenen Arbeit und nie zur Werbung für Dritte verwenden, sofern die übrigen abgebildeten Personen eingewilligt haben. Der Auftraggeber kann diese Einwilligung jederzeit schriftlich widerrufen; der Auftragnehmer entfernt die bezeichneten Bilder dann innerhalb von 10 (zehn) Tagen.',
        'Einziger Absatz. Der Auftragnehmer veröffentlicht ohne ausdrückliche und gesonderte Einwilligung keine Bilder von Kindern, von intimen Momenten oder von Situationen, die die abgebildeten Personen bloßstellen.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die Fotos und das audiovisuelle Werk sind durch das brasilianische Urheberrechtsgesetz Nr. 9.610/1998 (Artikel 7, VI und VII) geschützte Werke; ihr Urheber ist der Auftragnehmer.',
        'Mit vollständiger Zahlung der Vergütung räumt der Auftragnehmer dem Auftraggeber ein einfaches, zeitlich unbegrenztes, in Brasilien und im Ausland geltendes Nutzungsrecht für die im Angebot genannten Zwecke ein: private und familiäre Nutzung sowie, wenn das Angebot es vorsieht, Nutzung für Unternehmenskommunikation oder Werbung. Vor vollständiger Zahlung ist keine Nutzung über das Ansehen der Vorschau hinaus gestattet. Eine endgültige Übertragung der Verwertungsrechte erfolgt nur, wenn sie im Angebot und in einer schriftlichen Urkunde vorgesehen ist (Artikel 49 des Gesetzes Nr. 9.610/1998).',
        'Die Urheberpersönlichkeitsrechte des Auftragnehmers sind unveräußerlich und unverzichtbar (Artikel 24 des Gesetzes Nr. 9.610/1998). Bei jeder Veröffentlichung der Bilder durch Dritte ist der Name des Auftragnehmers lesbar anzugeben (Artikel 79, § 1); Änderungen, die das Werk entstellen, sind unzulässig, ausgenommen Beschnitt und Größenanpassung an das Veröffentlichungsformat.',
        'Einziger Absatz. Die Musik des Videos ist lizenziert oder lizenzfrei; für die Lizenz von Musik, die der Auftraggeber auswählt, ist dieser verantwortlich.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln nicht öffentliche Informationen, die sie aufgrund dieses Vertrags erhalten, etwa Produkteinführungen, private Orte und Abläufe von Personen und Unternehmen, vertraulich und verwenden sie für keinen anderen Zweck.',
        'Erklärt der Auftraggeber schriftlich, dass der Auftrag vertraulich ist, veröffentlicht der Auftragnehmer ihn weder im Portfolio noch zeigt er ihn Dritten, auch nicht nach der Lieferung.',
        'Einziger Absatz. Die Vertraulichkeitspflicht gilt 5 (fünf) Jahre über das Vertragsende hinaus und nicht für Informationen, die ohne Verschulden der empfangenden Partei öffentlich werden oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die mit diesem Vertrag verbundenen personenbezogenen Daten gemäß dem brasilianischen Datenschutzgesetz (LGPD, Gesetz Nr. 13.709/2018). Jede Partei ist Verantwortliche für die Daten, die sie für eigene Zwecke verarbeitet, und haftet für diese Verarbeitung.',
        'Fotos und Videos erkennbarer Personen sind personenbezogene Daten und können sensible Daten offenbaren. Der Auftragnehmer nutzt sie nur zur Erfüllung dieses Vertrags und für das Portfolio im bereits geregelten Rahmen, schützt die Dateien durch angemessene Sicherheitsmaßnahmen und gibt sie nur an für die Erfüllung nötige Dienstleister weiter, etwa Speicherdienste.',
        'Einziger Absatz. Nach Ablauf der in diesem Vertrag vorgesehenen Aufbewahrungsfrist löscht der Auftragnehmer die Dateien und personenbezogenen Daten, ausgenommen die für das Portfolio freigegebenen und die aufgrund gesetzlicher Pflichten aufzubewahrenden, etwa steuerliche Unterlagen. Jede Partei informiert die andere unverzüglich über Sicherheitsvorfälle, die diese Daten betreffen.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag durch schriftliche Mitteilung an die andere kündigen, möglichst mindestens 15 (fünfzehn) Tage vor dem Shooting, mit den in dieser Klausel geregelten Folgen. Bei einer Pflichtverletzung kann die betroffene Partei fristlos kündigen, wenn die Verletzung nicht innerhalb von 5 (fünf) Tagen nach Aufforderung behoben wird.',
        'Kündigt der Auftraggeber, ohne dass den Auftragnehmer ein Verschulden trifft: a) verbleibt die Anzahlung beim Auftragnehmer, da sie die Reservierung des Termins und die bereits begonnene Vorbereitung vergütet; b) ist zusätzlich zur Anzahlung eine Kündigungsentschädigung von 20 % (zwanzig Prozent) des Gesamtbetrags zu zahlen, wenn die Kündigung weniger als 15 (fünfzehn) Tage vor dem Shooting erfolgt; c) ist, wenn das Shooting bereits stattgefunden hat, die Vergütung der bis zur Kündigung erbrachten Leistungen einschließlich des Shootings abzüglich der Anzahlung geschuldet.',
        'Kündigt der Auftragnehmer, ohne dass den Auftraggeber ein Verschulden trifft, erstattet er die für nicht erbrachte Leistungen erhaltenen Beträge zuzüglich einer Entschädigung von 20 % (zwanzig Prozent) des Gesamtbetrags und liefert das bereits erstellte und bezahlte Material.',
        'Einziger Absatz. In jedem Fall erstattet die Partei, die die Kündigung verursacht hat, die bereits angefallenen Reisekosten; die Klauseln über Bildrechte, Urheberrecht, Vertraulichkeit und Datenschutz gelten fort.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den vom Auftraggeber tatsächlich gezahlten Betrag begrenzt; keine Partei haftet für mittelbare Schäden oder entgangenen Gewinn, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Gehen trotz der in diesem Vertrag vorgesehenen Sorgfalt Dateien durch einen technischen Defekt von Ausrüstung oder Speichermedien verloren, erstattet der Auftragnehmer die für den betroffenen Teil der Arbeit gezahlten Beträge oder wiederholt, wenn der Auftraggeber dies wünscht und es möglich ist, das Shooting kostenlos.',
        'Einziger Absatz. Der Auftraggeber ist für die von ihm gelieferten Materialien wie Logos, Musik, Drehbücher und Produkte sowie für die ihm obliegenden Orts- und Bildgenehmigungen verantwortlich und stellt den Auftragnehmer von daraus entstehenden Ansprüchen Dritter frei.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Elektronische Unterschrift',
      paragraphs: [
        'Die Parteien vereinbaren, diesen Vertrag elektronisch über die Plattform Valora zu unterzeichnen, mit Bestätigung der E-Mail-Adresse des Unterzeichners per Code und unter Aufzeichnung der IP-Adresse, des Datums und der Uhrzeit sowie des SHA-256-Hashwerts des unterzeichneten Inhalts.',
        'Die Parteien erkennen dieses Mittel zum Nachweis von Urheberschaft und Unversehrtheit untereinander als gültig und wirksam an, gemäß Artikel 10, § 2, der brasilianischen Vorläufigen Maßnahme (Medida Provisória) Nr. 2.200-2/2001 und dem brasilianischen Gesetz Nr. 14.063/2020; der so unterzeichnete Vertrag hat dieselbe Wirkung wie ein auf Papier unterzeichneter.',
      ],
    },
    {
      key: 'foro',
      heading: 'Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Dieser Vertrag unterliegt brasilianischem Recht. Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist {{profissional.cidade}}; das Recht eines Auftraggebers, der Verbraucher ist, an seinem Wohnsitz zu klagen, bleibt unberührt.',
        'Zum Zeichen ihres Einverständnisses unterzeichnen die Parteien diesen Vertrag elektronisch.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
