// Deutsche Übersetzung des Vertrags über Website-Wartung (pt-BR.ts ist das rechtliche Original).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über die Wartung einer Website',
  summary:
    'Für die monatliche Wartung von Websites: Updates, Backups, Sicherheit, inklusive Supportstunden, Reaktionszeiten und jährliche Anpassung nach dem IPCA.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'AUFTRAGNEHMER: {{profissional.nome}}, eingetragen im brasilianischen Steuerregister (CPF/CNPJ) unter Nr. {{profissional.cpf_cnpj}}, Anschrift: {{profissional.endereco}}, E-Mail: {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'AUFTRAGGEBER: {{cliente.nome}}, eingetragen im brasilianischen Steuerregister (CPF/CNPJ) unter Nr. {{cliente.cpf_cnpj}}, Anschrift: {{cliente.endereco}}, E-Mail: {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die vorstehend bezeichneten Parteien schließen diesen Dienstleistungsvertrag, für den die Artikel 593 bis 609 des brasilianischen Zivilgesetzbuchs und die folgenden Klauseln gelten.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Gegenstand und Leistungsumfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die laufende Wartung der im Angebot „{{proposta.titulo}}“ vom {{proposta.data}} bezeichneten Website(s) des Auftraggebers durch den Auftragnehmer; das Angebot ist Bestandteil dieses Vertrags und umfasst folgende Positionen:',
        '{{proposta.itens}}',
        'Absatz 1. Die Wartung umfasst: a) Aktualisierung der Plattform, der Themes und der Plugins oder Abhängigkeiten; b) regelmäßige Sicherungskopien (Backups); c) Überwachung der Verfügbarkeit und der Sicherheit; d) kleinere Anpassungen von Inhalt und Layout sowie technischen Support im Rahmen der im Angebot enthaltenen monatlichen Stunden.',
        'Absatz 2. Sofern das Angebot nichts anderes vorsieht, gehören nicht zum Leistungsumfang: ein neues Layout oder Redesign, neue Funktionen, die Erstellung von Texten und Bildern, Marketingkampagnen, die Behebung von Fehlern im Code Dritter über die enthaltenen Stunden hinaus und die Beseitigung von Problemen, die bei Vertragsbeginn bereits bestanden; diese werden gesondert angeboten.',
        'Absatz 3. Der Auftragnehmer schuldet ein sorgfältiges Tätigwerden, keinen Erfolg: Er wendet die anerkannten Regeln der Technik an, um die Website aktuell, verfügbar und sicher zu halten, garantiert aber weder eine ununterbrochene Verfügbarkeit noch Schutz vor jeglichen Störungen oder Angriffen.',
      ],
    },
    {
      key: 'vigencia',
      heading: 'Laufzeit und Verlängerung',
      paragraphs: [
        'Dieser Vertrag läuft {{contrato.vigencia_meses}} Monate ab seiner Unterzeichnung und verlängert sich automatisch um jeweils gleich lange Zeiträume, sofern nicht eine Partei der anderen spätestens 30 (dreißig) Tage vor Ablauf des laufenden Zeitraums schriftlich mitteilt, dass sie ihn nicht verlängern will.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Einrichtung und Wartungsroutine',
      paragraphs: [
        'Die Einrichtung (Analyse der Website, Bestandsaufnahme von Versionen und Zugängen, erstes vollständiges Backup und Einrichtung der Überwachung) wird innerhalb von {{contrato.prazo_entrega}} Tagen abgeschlossen, gerechnet ab Zahlung der ersten Monatsvergütung und Erhalt der in diesem Vertrag vorgesehenen Zugänge, je nachdem, was zuletzt eintritt; die Analyse wird dem Auftraggeber per E-Mail übermittelt.',
        'Absatz 1. Updates werden mindestens einmal im Monat durchgeführt, stets nach vorherigem Backup und, soweit möglich, nach einem Test in einer Staging-Umgebung; kritische Sicherheitsupdates werden vorrangig eingespielt, sobald sie verfügbar sind.',
        'Absatz 2. Backups der Dateien und der Datenbank werden mindestens wöchentlich erstellt, mindestens 30 (dreißig) Tage aufbewahrt und außerhalb des Hosting-Servers mit eingeschränktem Zugriff gespeichert.',
        'Absatz 3. Bis zum 10. (zehnten) Tag eines jeden Monats übermittelt der Auftragnehmer einen Bericht über den Vormonat mit den durchgeführten Updates, den Backups, den Vorfällen, den bearbeiteten Anfragen und den verbrauchten Stunden.',
      ],
    },
    {
      key: 'atendimento_sla',
      heading: 'Service-Level (SLA)',
      paragraphs: [
        'Anfragen werden per E-Mail oder über den vereinbarten Kanal gestellt und während der Geschäftszeiten, montags bis freitags von 9 bis 18 Uhr (Brasília-Zeit), außer an brasilianischen nationalen Feiertagen, mit folgenden Reaktionszeiten bearbeitet: a) kritisch (Website nicht erreichbar, gehackt oder Zahlungsfunktion ausgefallen): innerhalb von 4 (vier) Geschäftsstunden; b) hoch (wichtige Funktion fehlerhaft): innerhalb von 1 (einem) Werktag; c) normal (Anpassungen, Fragen und Inhaltswünsche): innerhalb von 2 (zwei) Werktagen.',
        'Absatz 1. Die Reaktionszeit ist die Zeit bis zum Beginn der Bearbeitung, nicht bis zu deren Abschluss; die Lösung hängt von der Komplexität des Problems und gegebenenfalls vom Handeln des Hosting-Anbieters oder anderer Dritter ab.',
        'Absatz 2. Support außerhalb der Geschäftszeiten ist für den Auftragnehmer freiwillig und wird, wenn er auf Wunsch des Auftraggebers geleistet wird, nicht auf die enthaltenen Stunden angerechnet, sondern als Zusatzstunde abgerechnet.',
        'Absatz 3. Überschreitet der Auftragnehmer die Reaktionszeiten aus eigenem Verschulden mehr als 2 (zwei) Mal im selben Monat, ist der Auftraggeber zur Kündigung dieses Vertrags aus wichtigem Grund berechtigt.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die Leistungen zahlt der Auftraggeber dem Auftragnehmer eine Monatsvergütung von {{contrato.mensalidade}}, im Voraus zahlbar und jeweils am {{contrato.dia_vencimento}}. Tag eines Monats fällig.',
        'Absatz 1. Die erste Monatsvergütung ist innerhalb von 3 (drei) Werktagen nach Unterzeichnung dieses Vertrags zu zahlen; die Leistungen beginnen erst nach ihrem Eingang. Die Differenz zwischen Leistungsbeginn und erstem regulärem Fälligkeitstag wird mit der folgenden Monatsvergütung anteilig ausgeglichen, durch Nachzahlung oder Gutschrift.',
        'Absatz 2. Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Zahlungsbeleg gilt als Quittung, unbeschadet der Ausstellung einer Rechnung, soweit erforderlich.',
        'Absatz 3. Die Monatsvergütung umfasst weder Hosting noch Registrierung und Verlängerung der Domain, Lizenzen für kostenpflichtige Themes, Plugins und Tools oder Leistungen Dritter; diese zahlt der Auftraggeber unmittelbar an die Anbieter.',
      ],
    },
    {
      key: 'reajuste',
      heading: 'Preisanpassung',
      paragraphs: [
        'Die Monatsvergütung wird alle 12 (zwölf) Monate ab Unterzeichnung entsprechend der kumulierten Veränderung des IPCA (des vom IBGE veröffentlichten brasilianischen Verbraucherpreisindex) in den vorangegangenen 12 (zwölf) Monaten angepasst, gemäß Artikel 2 § 1 des brasilianischen Gesetzes Nr. 10.192/2001.',
        'Einziger Absatz. Ist die Veränderung negativ, bleibt die Monatsvergütung unverändert; wird der IPCA nicht mehr veröffentlicht, gilt der amtliche Index, der ihn ersetzt.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung eines Betrags schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des geschuldeten Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie eine Geldwertkorrektur nach dem IPCA vom Fälligkeitstag bis zur tatsächlichen Zahlung.',
        'Absatz 1. Dauert der Verzug länger als 10 (zehn) Tage, kann der Auftragnehmer nach Ankündigung per E-Mail die Wartung und den Support bis zum Ausgleich aussetzen, ohne dass dies eine Vertragsverletzung darstellt; ein Verzug von mehr als 30 (dreißig) Tagen berechtigt zur Kündigung aus wichtigem Grund.',
        'Absatz 2. Die Aussetzung berechtigt den Auftragnehmer nicht, die Website offline zu nehmen, Passwörter zu ändern oder Zugänge, Dateien oder Backups des Auftraggebers zurückzuhalten.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Enthaltene Stunden, Zusatzstunden und Änderungen des Leistungsumfangs',
      paragraphs: [
        'Die Monatsvergütung umfasst für Anpassungen und Support die im Angebot angegebene Anzahl monatlicher Stunden; die Routinen für Updates, Backups und Überwachung werden darauf nicht angerechnet. Die Zeit wird in Einheiten von 15 (fünfzehn) Minuten erfasst und im Monatsbericht ausgewiesen; im Monat nicht genutzte Stunden werden nicht auf Folgemonate übertragen.',
        'Einziger Absatz. Stunden über die enthaltenen hinaus sowie Leistungen außerhalb des Leistungsumfangs werden mit {{profissional.valor_hora}} je Stunde abgerechnet, nach einer vorherigen Schätzung, die der Auftraggeber schriftlich oder per E-Mail genehmigt hat, und mit der nächsten Monatsvergütung bezahlt; bei kritischen Vorfällen kann die Genehmigung auf beliebigem Weg erteilt und anschließend per E-Mail bestätigt werden.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting und Domain',
      paragraphs: [
        'Hosting und Domain der Website müssen im Namen des Auftraggebers bestehen, der Inhaber der Konten ist und die Anbieter unmittelbar bezahlt; „.br“-Domains müssen beim Registro.br auf die CPF oder CNPJ des Auftraggebers registriert sein. Der Auftragnehmer kann bei Beauftragung, Konfiguration und Übertragung der Inhaberschaft helfen, ohne selbst Inhaber der Konten zu werden.',
        'Absatz 1. Die Verlängerung von Hosting und Domain obliegt dem Auftraggeber; der Auftragnehmer weist 30 (dreißig) Tage im Voraus auf ihm bekannte Ablauftermine hin.',
        'Absatz 2. Für die Verfügbarkeit von Server, Netzwerk und E-Mail-Dienst ist der Hosting-Anbieter nach seinem eigenen Vertrag mit dem Auftraggeber verantwortlich; der Auftragnehmer wendet sich bei Störungen an den Anbieter und verfolgt die Behebung.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Leistungen sorgfältig, fachgerecht und pünktlich zu erbringen; b) die Update- und Backup-Routine sowie die Reaktionszeiten dieses Vertrags einzuhalten; c) die Website nach jedem wesentlichen Eingriff zu testen und bei einer Störung die letzte stabile Version wiederherzustellen; d) die Zugangsdaten geheim zu halten, die Zwei-Faktor-Authentifizierung zu nutzen, wo verfügbar, und keine verdeckten Zugänge anzulegen; e) die vorgenommenen Änderungen im Monatsbericht zu dokumentieren; f) den Auftraggeber unverzüglich über jeden ihm bekannt werdenden Sicherheitsvorfall zu informieren.',
        'Einziger Absatz. Der Auftragnehmer erbringt die Leistungen selbstständig, mit eigenen Mitteln und ohne Exklusivität; zwischen den Parteien besteht weder ein Arbeitsverhältnis noch ein Weisungsverhältnis.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Monatsvergütung und die genehmigten Zusatzstunden pünktlich zu zahlen; b) die Zugänge zum Verwaltungsbereich der Website, zum Hosting, zur Domain und zu den erforderlichen Tools bereitzustellen und gültig zu halten; c) Hosting, Domain und Lizenzen aktiv und bezahlt zu halten; d) jede Änderung, die er selbst oder durch Dritte an der Website vornehmen will, vorher mitzuteilen; e) die zu veröffentlichenden Inhalte bereitzustellen und für ihre Rechtmäßigkeit einzustehen; f) eine für Anfragen und Freigaben zuständige Person zu benennen.',
        'Einziger Absatz. Änderungen, die der Auftraggeber oder Dritte ohne vorherige Mitteilung an der Website vornehmen, und die daraus entstehenden Probleme sind durch die Monatsvergütung nicht abgedeckt; ihre Behebung wird als Zusatzstunde abgerechnet.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die vermögensrechtlichen Befugnisse an dem Code, den Anpassungen und den Materialien, die der Auftragnehmer während der Wartung eigens für die Website des Auftraggebers entwickelt, werden dem Auftraggeber gemäß dem brasilianischen Gesetz Nr. 9.610/1998 und, soweit es sich um Computerprogramme handelt, dem brasilianischen Gesetz Nr. 9.609/1998 übertragen, sobald die Monatsvergütung für den Monat, in dem sie entstanden sind, vollständig bezahlt ist. Die Website und vorbestehende Inhalte gehören weiterhin ihren jeweiligen Inhabern.',
        'Absatz 1. Allgemein verwendbare Tools, Skripte und Bibliotheken des Auftragnehmers, die in der Website eingesetzt werden, werden dem Auftraggeber nicht ausschließlich und zeitlich unbefristet zur Nutzung in dieser Website lizenziert; Komponenten Dritter und Open-Source-Komponenten unterliegen ihren jeweiligen Lizenzen.',
        'Absatz 2. Die Urheberpersönlichkeitsrechte bleiben gemäß Artikel 24 und 27 des Gesetzes Nr. 9.610/1998 und Artikel 2 § 1 des Gesetzes Nr. 9.609/1998 gewahrt. Der Auftragnehmer darf die Website als Referenz in seinem Portfolio nennen, sofern der Auftraggeber sie nicht als vertraulich kennzeichnet.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln nicht öffentliche Informationen, die ihnen aufgrund dieses Vertrags zugänglich werden, wie Zugangsdaten, Kunden- und Verkaufsdaten, Sicherheitslücken, Code und Geschäftsinformationen, während der Laufzeit und 2 (zwei) Jahre nach deren Ende vertraulich und verwenden sie nur zur Erbringung der Leistungen; für Zugangsdaten gilt die Vertraulichkeit, solange sie gültig sind, und für Sicherheitslücken, bis sie behoben sind.',
        'Einziger Absatz. Nicht vertraulich sind Informationen, die ohne Verschulden der empfangenden Partei bereits öffentlich sind oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten personenbezogene Daten nach dem brasilianischen Datenschutzgesetz (Gesetz Nr. 13.709/2018, LGPD). Jede Partei ist Verantwortliche für die personenbezogenen Daten, die sie der anderen überlässt, etwa die ihrer Vertreter und Kontaktpersonen; diese werden ausschließlich zur Durchführung dieses Vertrags verwendet.',
        'Absatz 1. Hinsichtlich der Daten der Besucher und Kunden der Website, für die der Auftraggeber Verantwortlicher ist, handelt der Auftragnehmer als Auftragsverarbeiter: Er greift nur auf das für die Wartung Erforderliche zu, befolgt die Weisungen des Auftraggebers und verwendet die Daten für keinen anderen Zweck.',
        'Absatz 2. Der Auftragnehmer trifft angemessene Sicherheitsmaßnahmen, auch für die Backups, und meldet dem Auftraggeber jeden Sicherheitsvorfall mit personenbezogenen Daten innerhalb von 24 (vierundzwanzig) Stunden nach Kenntnisnahme, damit dieser die in Artikel 48 der LGPD vorgeschriebenen Meldungen vornehmen kann.',
        'Absatz 3. Bei Vertragsende löscht der Auftragnehmer nach Übergabe des letzten Backups an den Auftraggeber die bei ihm vorhandenen Kopien und Daten, soweit keine gesetzliche Aufbewahrungspflicht besteht.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 30 (dreißig) Tagen schriftlich kündigen; während der Frist laufen Leistungen und Monatsvergütungen normal weiter. Die Partei, die ohne Einhaltung dieser Frist kündigt, zahlt der anderen eine Vertragsstrafe in Höhe von 1 (einer) geltenden Monatsvergütung.',
        'Absatz 1. Der Vertrag kann ohne Frist und ohne Vertragsstrafe aus wichtigem Grund gekündigt werden, wenn die andere Partei eine Pflicht verletzt und den Verstoß nicht innerhalb von 10 (zehn) Tagen nach Aufforderung behebt.',
        'Absatz 2. Die bereits gezahlte Monatsvergütung des laufenden Monats vergütet die in diesem Zeitraum begonnene Arbeit und wird nicht erstattet; in jedem Fall der Kündigung sind die Beträge für die bis zum Vertragsende erbrachten Leistungen und genehmigten Zusatzstunden geschuldet.',
        'Absatz 3. Innerhalb von 5 (fünf) Werktagen nach Vertragsende übergibt der Auftragnehmer dem Auftraggeber das letzte vollständige Backup, die von ihm angelegten Zugangsdaten und die Dokumentation der vorgenommenen Änderungen und entfernt seine eigenen Zugänge; der Auftraggeber ändert die weitergegebenen Passwörter.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den Gesamtbetrag begrenzt, den der Auftraggeber in den 12 (zwölf) Monaten vor dem Schadensereignis tatsächlich gezahlt hat; entgangener Gewinn, während Ausfallzeiten entgangene Verkäufe und mittelbare Schäden sind ausgeschlossen, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Einziger Absatz. Der Auftragnehmer haftet nicht für Störungen des Hosting-Anbieters oder von Plugins, Themes und Diensten Dritter, für Angriffe, die trotz der in diesem Vertrag vorgesehenen Maßnahmen erfolgen, für Änderungen durch den Auftraggeber oder Dritte oder für Inhalte und Materialien des Auftraggebers, für die dieser selbst verantwortlich ist.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Elektronische Unterschrift',
      paragraphs: [
        'Die Parteien vereinbaren, diesen Vertrag elektronisch über die Plattform Valora zu unterzeichnen, mit Bestätigung der E-Mail-Adresse per Code und Aufzeichnung der IP-Adresse, des Datums und der Uhrzeit sowie des SHA-256-Hashwerts des unterzeichneten Inhalts, und erkennen dieses Verfahren als Nachweis der Urheberschaft und der Unversehrtheit an, gemäß Artikel 10 § 2 der Vorläufigen Maßnahme (MP) Nr. 2.200-2/2001 und dem brasilianischen Gesetz Nr. 14.063/2020.',
      ],
    },
    {
      key: 'foro',
      heading: 'Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Dieser Vertrag unterliegt brasilianischem Recht. Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist {{profissional.cidade}}, unter Ausschluss jedes anderen Gerichtsstands.',
        'Zum Zeichen ihres Einverständnisses unterzeichnen die Parteien diesen Vertrag elektronisch.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
