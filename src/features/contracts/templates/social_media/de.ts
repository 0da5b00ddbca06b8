// Deutsche Übersetzung des Vertrags über Social-Media-Betreuung (pt-BR.ts ist das rechtliche Original).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über die Betreuung sozialer Medien',
  summary:
    'Für die monatliche Betreuung sozialer Medien und digitales Marketing: Redaktionsplan, Freigabe durch den Kunden, vom Kunden bezahlte Werbung und jährliche Anpassung nach dem IPCA.',
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
        'Gegenstand dieses Vertrags ist die laufende Betreuung sozialer Medien und die Erbringung von Leistungen des digitalen Marketings durch den Auftragnehmer für den Auftraggeber gemäß dem Angebot „{{proposta.titulo}}“ vom {{proposta.data}}, das Bestandteil dieses Vertrags ist und folgende Positionen umfasst:',
        '{{proposta.itens}}',
        'Absatz 1. Die monatliche Anzahl der Beiträge, die betreuten Netzwerke und die übrigen Leistungen ergeben sich aus dem Angebot; was dort nicht aufgeführt ist, etwa Foto- und Videoproduktionen im Studio oder auf Veranstaltungen, eine ganztägige Kundenbetreuung, die Beauftragung von Influencern oder die Erstellung von Websites, gehört nicht zum Leistungsumfang.',
        'Absatz 2. Der Auftragnehmer schuldet ein sorgfältiges Tätigwerden, keinen Erfolg: Er setzt Fachkenntnis und Sorgfalt ein, garantiert aber keine bestimmte Zahl von Followern, keine Reichweite, Interaktion, Verkäufe oder sonstige Ergebnisse, die auch vom Markt, vom Produkt und von den Algorithmen der Plattformen abhängen.',
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
      heading: 'Einrichtung, Redaktionsplan und Freigabe von Inhalten',
      paragraphs: [
        'Die Einrichtung (Analyse der Profile, strategische Planung und erster Redaktionsplan) wird innerhalb von {{contrato.prazo_entrega}} Tagen geliefert, gerechnet ab Zahlung der ersten Monatsvergütung und Erhalt des Briefings, der Materialien und der in diesem Vertrag vorgesehenen Zugänge, je nachdem, was zuletzt eintritt.',
        'Absatz 1. Danach legt der Auftragnehmer jeweils bis zum 25. (fünfundzwanzigsten) Tag eines Monats den Redaktionsplan für den Folgemonat mit den vorgesehenen Grafiken und Texten über den vereinbarten Weg (E-Mail oder Freigabe-Tool) vor.',
        'Absatz 2. Kein Inhalt wird ohne Freigabe des Auftraggebers veröffentlicht; dieser erteilt sie schriftlich innerhalb von 2 (zwei) Werktagen nach Zusendung und kann bis zu 2 (zwei) Korrekturrunden je Beitrag verlangen; weitere Korrekturen oder Themenänderungen nach der Freigabe gelten als Änderung des Leistungsumfangs. Umfasst das Angebot die Moderation von Kommentaren und Nachrichten, richten sich die Antworten nach den vom Auftraggeber vorab freigegebenen Leitlinien.',
        'Absatz 3. Nicht rechtzeitig freigegebene Inhalte werden innerhalb desselben Monats neu eingeplant, sofern ein Termin frei ist; andernfalls gilt der Beitrag für das monatliche Kontingent als erbracht, ohne Minderung der Monatsvergütung, da die Verzögerung nicht vom Auftragnehmer zu vertreten ist.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die Leistungen zahlt der Auftraggeber dem Auftragnehmer eine Monatsvergütung von {{contrato.mensalidade}}, im Voraus zahlbar und jeweils am {{contrato.dia_vencimento}}. Tag eines Monats fällig.',
        'Absatz 1. Die erste Monatsvergütung ist innerhalb von 3 (drei) Werktagen nach Unterzeichnung dieses Vertrags zu zahlen; die Leistungen beginnen erst nach ihrem Eingang. Die Differenz zwischen Leistungsbeginn und erstem regulärem Fälligkeitstag wird mit der folgenden Monatsvergütung anteilig ausgeglichen, durch Nachzahlung oder Gutschrift.',
        'Absatz 2. Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Zahlungsbeleg gilt als Quittung, unbeschadet der Ausstellung einer Rechnung, soweit erforderlich.',
        'Absatz 3. Die Monatsvergütung umfasst weder das Werbebudget noch Tools und Abonnements Dritter, kostenpflichtige Bilddatenbanken, das Bewerben von Beiträgen oder Reisekosten; diese trägt der Auftraggeber, sofern er sie genehmigt hat.',
      ],
    },
    {
      key: 'verba_anuncios',
      heading: 'Werbebudget',
      paragraphs: [
        'Das Budget für Anzeigen und beworbene Beiträge (Meta, Google, TikTok, LinkedIn oder andere Plattformen) legt der Auftraggeber fest und zahlt es unmittelbar an die Plattformen über ein in seinem eigenen Werbekonto hinterlegtes Zahlungsmittel; der Auftragnehmer nimmt keine Mediagelder für den Auftraggeber entgegen, streckt sie nicht vor und verwaltet sie nicht.',
        'Einziger Absatz. Über die Freigabe, die Kosten und die Ausspielung von Anzeigen entscheiden die Plattformen nach ihren eigenen Richtlinien; Ablehnungen, Sperren oder Kostenschwankungen sind nicht vom Auftragnehmer zu vertreten, der die erforderlichen Anpassungen vorschlägt.',
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
        'Absatz 1. Dauert der Verzug länger als 10 (zehn) Tage, kann der Auftragnehmer nach Ankündigung per E-Mail die Veröffentlichungen und die Betreuung der Konten bis zum Ausgleich aussetzen, ohne dass dies eine Vertragsverletzung darstellt; ein Verzug von mehr als 30 (dreißig) Tagen berechtigt zur Kündigung aus wichtigem Grund.',
        'Absatz 2. Die Aussetzung berechtigt den Auftragnehmer nicht, Passwörter zu ändern, Administratoren zu entfernen oder dem Auftraggeber den Zugang zu seinen Konten und Inhalten vorzuenthalten.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs und Zusatzleistungen',
      paragraphs: [
        'Beiträge über das monatliche Kontingent hinaus, neue Netzwerke, saisonale Kampagnen, Berichterstattung über Veranstaltungen und sonstige im Angebot nicht vorgesehene Leistungen werden gesondert mit {{profissional.valor_hora}} je Arbeitsstunde abgerechnet, nach einem vorherigen Kostenvoranschlag, den der Auftraggeber schriftlich oder per E-Mail genehmigt hat.',
        'Einziger Absatz. Ein Kontingent, das auf Veranlassung oder durch Untätigkeit des Auftraggebers ungenutzt bleibt, wird nicht auf Folgemonate übertragen und begründet keinen Preisnachlass, sofern nichts anderes schriftlich vereinbart ist.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Leistungen sorgfältig, fachgerecht und pünktlich unter Wahrung der Identität und Tonalität des Auftraggebers zu erbringen; b) nur freigegebene Inhalte zu veröffentlichen; c) monatlich einen Bericht mit den wichtigsten Kennzahlen der Konten und Anzeigen zu übermitteln; d) Nachrichten des Auftraggebers innerhalb von 2 (zwei) Werktagen zu beantworten; e) nur Bilder, Schriften und Musik mit einer für die Nutzung geeigneten Lizenz zu verwenden; f) jedes ihm bekannt werdende Zugangsproblem, jede Sperre und jede Reputationskrise unverzüglich zu melden.',
        'Einziger Absatz. Der Auftragnehmer erbringt die Leistungen selbstständig, mit eigenen Mitteln und ohne Exklusivität; zwischen den Parteien besteht weder ein Arbeitsverhältnis noch ein Weisungsverhältnis.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Monatsvergütung pünktlich zu zahlen; b) Briefing, Logo, Fotos sowie Informationen zu Produkten, Preisen und Aktionen rechtzeitig bereitzustellen; c) Inhalte innerhalb der Fristen dieses Vertrags freizugeben oder Korrekturen zu verlangen; d) das Zahlungsmittel der Werbekonten aktiv zu halten; e) eine für Freigaben und Kommunikation zuständige Person zu benennen; f) den Auftragnehmer über rechtliche oder regulatorische Beschränkungen seiner Branche zu informieren.',
        'Einziger Absatz. Der Auftraggeber ist für die Richtigkeit der Angebote und Informationen, die er zur Veröffentlichung bereitstellt, gemäß Artikel 36 bis 38 des brasilianischen Verbraucherschutzgesetzbuchs (Gesetz Nr. 8.078/1990) verantwortlich, ebenso für die Rechtmäßigkeit von Gewinnspielen und Aktionen, die er durchführen lässt.',
      ],
    },
    {
      key: 'acesso_contas',
      heading: 'Zugang zu den Konten',
      paragraphs: [
        'Seiten, Profile, Werbekonten und Follower gehören dem Auftraggeber, der dem Auftragnehmer Partner- oder Administratorzugang über die eigenen Funktionen jeder Plattform einräumt, ohne Passwörter weiterzugeben; während der Vertragslaufzeit angelegte Profile werden auf den Namen des Auftraggebers registriert.',
        'Absatz 1. Der Auftragnehmer hält die Zugangsdaten geheim, nutzt die Zwei-Faktor-Authentifizierung und ändert ohne schriftliche Zustimmung des Auftraggebers keine Passwörter und entfernt keine Administratoren.',
        'Absatz 2. Bei Vertragsende entfernt der Auftragnehmer seinen eigenen Zugang innerhalb von 5 (fünf) Werktagen; der Auftraggeber widerruft die erteilten Berechtigungen und ändert etwa weitergegebene Passwörter.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die vermögensrechtlichen Befugnisse an den vom Auftragnehmer geschaffenen und vom Auftraggeber freigegebenen Grafiken, Texten und Videos werden dem Auftraggeber gemäß dem brasilianischen Gesetz Nr. 9.610/1998 zur Nutzung in seinen Kanälen und seiner Kommunikation übertragen, sobald die Monatsvergütung für den Monat, in dem sie entstanden sind, vollständig bezahlt ist. Bearbeitbare Dateien und nicht freigegebene Entwürfe verbleiben beim Auftragnehmer, sofern das Angebot nichts anderes vorsieht.',
        'Absatz 1. Die Urheberpersönlichkeitsrechte sind unveräußerlich und unverzichtbar (Artikel 24 und 27 des Gesetzes Nr. 9.610/1998). Bilder aus Bilddatenbanken, Schriften und Musik Dritter unterliegen ihren jeweiligen Lizenzen; Musik aus den Bibliotheken der Plattformen darf nur dort verwendet werden.',
        'Absatz 2. Der Auftragnehmer darf veröffentlichte Beiträge in seinem Portfolio zeigen, sofern der Auftraggeber sie nicht als vertraulich kennzeichnet. Der Auftraggeber sichert zu, die Rechte an den von ihm bereitgestellten Materialien zu besitzen, einschließlich der Einwilligung der darauf abgebildeten Personen in die Nutzung ihres Bildes.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln nicht öffentliche Informationen, die ihnen aufgrund dieses Vertrags zugänglich werden, wie Strategien, noch nicht gestartete Kampagnen, Kennzahlen, Geschäftsdaten und Zugangsdaten, während der Laufzeit und 2 (zwei) Jahre nach deren Ende vertraulich und verwenden sie nur zur Erbringung der Leistungen.',
        'Einziger Absatz. Nicht vertraulich sind Informationen, die ohne Verschulden der empfangenden Partei bereits öffentlich sind oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten personenbezogene Daten nach dem brasilianischen Datenschutzgesetz (Gesetz Nr. 13.709/2018, LGPD). Jede Partei ist Verantwortliche für die personenbezogenen Daten, die sie der anderen überlässt, etwa die ihrer Vertreter und Kontaktpersonen; diese werden ausschließlich zur Durchführung dieses Vertrags verwendet.',
        'Absatz 1. Für die Daten seines Publikums, auf die der Auftragnehmer in den Konten zugreift (Kommentare, Nachrichten und Kontaktdaten von Interessenten), ist der Auftraggeber Verantwortlicher; der Auftragnehmer handelt insoweit als Auftragsverarbeiter und verarbeitet sie nur nach den Weisungen des Auftraggebers und für die Zwecke dieses Vertrags.',
        'Absatz 2. Die Parteien treffen angemessene Sicherheitsmaßnahmen, informieren einander unverzüglich über jeden Vorfall, der diese Daten betrifft, und löschen die erhaltenen Daten bei Vertragsende, soweit keine gesetzliche Aufbewahrungspflicht besteht.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 30 (dreißig) Tagen schriftlich kündigen; während der Frist laufen Leistungen und Monatsvergütungen normal weiter. Die Partei, die ohne Einhaltung dieser Frist kündigt, zahlt der anderen eine Vertragsstrafe in Höhe von 1 (einer) geltenden Monatsvergütung.',
        'Absatz 1. Der Vertrag kann ohne Frist und ohne Vertragsstrafe aus wichtigem Grund gekündigt werden, wenn die andere Partei eine Pflicht verletzt und den Verstoß nicht innerhalb von 10 (zehn) Tagen nach Aufforderung behebt.',
        'Absatz 2. Die bereits gezahlte Monatsvergütung des laufenden Monats vergütet die in diesem Zeitraum begonnene Arbeit und wird nicht erstattet; in jedem Fall der Kündigung sind die Beträge für die bis zum Vertragsende erbrachten Leistungen geschuldet.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den Gesamtbetrag begrenzt, den der Auftraggeber in den 12 (zwölf) Monaten vor dem Schadensereignis tatsächlich gezahlt hat; entgangener Gewinn und mittelbare Schäden sind ausgeschlossen, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Einziger Absatz. Der Auftragnehmer haftet nicht für Störungen, Regel- oder Algorithmusänderungen, Sperren und Aussetzungen durch die Plattformen, für Kommentare Dritter oder für Inhalte, Informationen und Materialien des Auftraggebers, für die dieser selbst verantwortlich ist.',
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
