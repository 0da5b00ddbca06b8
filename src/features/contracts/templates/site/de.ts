// Deutsche Übersetzung des Vertrags über die Erstellung einer Website (rechtlich maßgeblich ist pt-BR.ts).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über die Erstellung einer Website',
  summary:
    'Für Unternehmenswebsites, Landingpages, Portfolios und Blogs, vom Layout bis zur Veröffentlichung, mit Hosting und Domain auf den Namen des Kunden.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'AUFTRAGNEHMER(IN): {{profissional.nome}}, brasilianische Steuernummer (CPF/CNPJ) {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'AUFTRAGGEBER(IN): {{cliente.nome}}, Steuernummer (CPF/CNPJ) {{cliente.cpf_cnpj}}, Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die vorstehend bezeichneten Parteien schließen diesen Dienstleistungsvertrag über die Erstellung einer Website, der sich nach den folgenden Klauseln und den Artikeln 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil) richtet. Die angegebenen E-Mail-Adressen sind die offiziellen Kommunikationswege zwischen den Parteien, auch für Freigaben und Mitteilungen.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Vertragsgegenstand und Leistungsumfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Planung, Gestaltung, Entwicklung und Veröffentlichung einer Website für den Auftraggeber durch den Auftragnehmer gemäß dem Angebot „{{proposta.titulo}}“ vom {{proposta.data}}, das folgende Positionen umfasst:',
        '{{proposta.itens}}',
        'Sofern das Angebot nichts anderes vorsieht, wird die Website responsiv (für Computer, Tablets und Mobiltelefone angepasst), mit den aktuellen Versionen der gängigen Browser kompatibel und mit einer grundlegenden Suchmaschinenoptimierung (Titel, Beschreibungen und Sitemap) geliefert. Anzahl der Seiten, Abschnitte, Sprachen und Funktionen ergeben sich aus dem Angebot.',
        'Einziger Absatz. Sofern das Angebot nichts anderes ausdrücklich vorsieht, sind im Preis nicht enthalten: Texterstellung, Produktion oder Kauf von Fotos, Illustrationen und Videos, Übersetzungen, Lizenzen für kostenpflichtige Themes, Plugins oder Schriften, Hosting, Domain, Werbekampagnen sowie Wartung nach Ablauf des in diesem Vertrag vorgesehenen Supportzeitraums.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen und Projektphasen',
      paragraphs: [
        'Der Auftragnehmer liefert die Website bereit zur endgültigen Freigabe innerhalb von {{contrato.prazo_entrega}} Kalendertagen, gerechnet ab dem späteren der folgenden Zeitpunkte: Zahlung der Anzahlung oder Erhalt des ausgefüllten Briefings und der im Angebot genannten Inhalte (Texte, Bilder und Logo).',
        'Das Projekt durchläuft folgende Phasen: a) Briefing und Seitenstruktur; b) Layout oder Prototyp der Startseite und der Musterseiten; c) Umsetzung der freigegebenen Seiten; d) Endabnahme und Veröffentlichung.',
        'Einziger Absatz. Die Frist ist gehemmt und verlängert sich um dieselbe Anzahl von Tagen, solange der Auftraggeber mit ihm obliegenden Zahlungen, Freigaben, Inhalten oder Zugängen im Verzug ist, sowie während der Prüfung von ihm gewünschter Änderungen des Leistungsumfangs.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Layoutfreigabe, Endabnahme und Veröffentlichung',
      paragraphs: [
        'Das Layout wird dem Auftraggeber vorgelegt, der es innerhalb von 5 (fünf) Werktagen per E-Mail freigibt oder Anpassungen verlangt. Enthalten sind bis zu 2 (zwei) Anpassungsrunden am Layout; nach der Freigabe unterliegen Änderungen an Struktur oder Gestaltung der Klausel über Änderungen des Leistungsumfangs.',
        'Nach Abschluss der Umsetzung wird die Website unter einer vorläufigen Adresse zur Endabnahme bereitgestellt. Der Auftraggeber hat 5 (fünf) Werktage Zeit, Fehler oder Abweichungen vom freigegebenen Layout zu melden; der Auftragnehmer nimmt die Korrekturen in einer Runde vor.',
        'Die Website gilt als abgenommen, wenn der Auftraggeber sie ausdrücklich freigibt oder die Prüffrist ohne Meldung verstreicht. Nach der Abnahme veröffentlicht der Auftragnehmer die Website auf dem Hosting und unter der Domain des Auftraggebers und übergibt die Administratorzugänge sowie eine kurze Einweisung in die Bedienung des Redaktionssystems, sofern vorhanden.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlungsbedingungen',
      paragraphs: [
        'Für die Leistungen zahlt der Auftraggeber dem Auftragnehmer eine Gesamtvergütung von {{proposta.total}}, und zwar wie folgt: a) eine Anzahlung von {{proposta.sinal_percentual}} der Gesamtvergütung, also {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} aufeinanderfolgenden monatlichen Rate(n), deren erste mit der Abnahme der Website fällig wird.',
        'Die Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Überweisungsbeleg gilt als Quittung. Der Auftragnehmer stellt für jede Zahlung eine Rechnung oder Quittung aus, soweit dies vorgeschrieben ist.',
        'Einziger Absatz. Die Vergütung umfasst nicht die in diesem Vertrag genannten Leistungen Dritter (Hosting, Domain, Lizenzen für Themes, Plugins, Schriften und Bilddatenbanken); diese beauftragt und bezahlt der Auftraggeber unmittelbar selbst, sofern nicht schriftlich etwas anderes vereinbart ist.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des rückständigen Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie eine Wertanpassung nach dem Index IPCA, jeweils vom Fälligkeitstag bis zur tatsächlichen Zahlung.',
        'Einziger Absatz. Bei einem Verzug von mehr als 10 (zehn) Tagen kann der Auftragnehmer die Leistungen und die Veröffentlichung nach Ankündigung per E-Mail bis zum Ausgleich aussetzen; die Fristen verlängern sich um die Dauer der Aussetzung. Das Recht zur Kündigung nach diesem Vertrag bleibt unberührt.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Wünsche nach neuen Seiten, Abschnitten, Sprachen oder Funktionen, nach über die enthaltenen hinausgehenden Anpassungsrunden oder nach Änderungen am freigegebenen Layout prüft der Auftragnehmer und teilt vor der Ausführung schriftlich den geschätzten Stundenaufwand und die Auswirkung auf die Fristen mit.',
        'Zusätzliche Stunden werden mit {{profissional.valor_hora}} pro Stunde, dem eigenen Stundensatz des Auftragnehmers, berechnet und erst nach schriftlicher Zustimmung des Auftraggebers, auch per E-Mail, ausgeführt. Zusätzliche Beträge sind mit der nächsten Rate oder, falls keine mehr aussteht, bei Lieferung der Änderung zu zahlen.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Leistungen fachgerecht und sorgfältig unter Beachtung anerkannter Standards für Benutzerfreundlichkeit, Barrierefreiheit, Performance und Sicherheit zu erbringen; b) die vereinbarten Fristen einzuhalten, vorbehaltlich der in diesem Vertrag vorgesehenen Hemmungen; c) den Auftraggeber über den Fortschritt jeder Phase zu informieren; d) Themes, Plugins, Schriften und Bilder nur unter Lizenzen zu verwenden, die ihren Einsatz auf der Website erlauben, und den Auftraggeber auf kostenpflichtige oder zu verlängernde Lizenzen hinzuweisen; e) die erhaltenen Passwörter und Zugänge vertraulich zu behandeln und zu schützen; f) den in diesem Vertrag vorgesehenen Support zu leisten.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Vergütung zu den vereinbarten Terminen zu zahlen; b) das Briefing, die Texte, Bilder, das Logo und die übrigen Informationen für die Website rechtzeitig und in geeignetem Format bereitzustellen; c) Freigabeanfragen fristgerecht über eine verantwortliche Ansprechperson zu beantworten; d) Hosting und Domain gemäß diesem Vertrag im eigenen Namen zu beauftragen und aufrechtzuerhalten; e) sicherzustellen, dass er die Rechte an den gelieferten Inhalten besitzt und die veröffentlichten Informationen wahr und rechtmäßig sind; f) die Zugangspasswörter nach der Übergabe zu ändern und ab der Veröffentlichung Sicherungskopien der Website vorzuhalten.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting und Domain',
      paragraphs: [
        'Domain und Hosting der Website werden auf den Namen des Auftraggebers registriert und beauftragt; er ist ihr alleiniger Inhaber und trägt die Kosten und Verlängerungen unmittelbar selbst. Der Auftragnehmer kann bei der Auswahl der Anbieter beraten und nimmt mit den vom Auftraggeber bereitgestellten Zugängen die für die Veröffentlichung nötige Konfiguration vor, einschließlich der Verknüpfung der Domain und des vom Hostinganbieter angebotenen Sicherheitszertifikats (SSL).',
        'Verfügbarkeit der Website, Servergeschwindigkeit, automatische Sicherungen und E-Mail-Dienste hängen vom vom Auftraggeber gewählten Hostinganbieter ab und fallen nicht in die Verantwortung des Auftragnehmers. Der Auftraggeber ist für die fristgerechte Verlängerung von Domain und Hosting verantwortlich; der Verlust der Domain oder die Sperrung des Hostings mangels Verlängerung begründet keine Haftung des Auftragnehmers.',
        'Einziger Absatz. Aktualisierungen, technische Wartung, Sicherungen und inhaltliche Änderungen nach Ablauf des Supportzeitraums sind nicht Gegenstand dieses Vertrags und werden, falls gewünscht, in einem gesonderten Wartungsvertrag geregelt.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Support nach der Veröffentlichung',
      paragraphs: [
        'Während 30 (dreißig) Tagen ab der Veröffentlichung behebt der Auftragnehmer kostenlos Funktions- oder Darstellungsfehler der Website, die auf seiner Arbeit beruhen und vom freigegebenen Stand abweichen; er beginnt mit der Analyse innerhalb von 3 (drei) Werktagen nach Meldung per E-Mail.',
        'Der Support umfasst nicht: a) Änderungen an der Website durch den Auftraggeber oder Dritte; b) Ausfälle von Hosting, Domain oder externen Diensten; c) Probleme durch nach der Veröffentlichung vorgenommene Aktualisierungen von Themes, Plugins, Browsern oder der Plattform; d) das Einpflegen von Inhalten oder neue Funktionen.',
        'Einziger Absatz. Dieser Support schließt die Rechte eines Auftraggebers, der Verbraucher im Sinne des Gesetzes Nr. 8.078/1990 (brasilianisches Verbraucherschutzgesetz) ist, weder aus noch schränkt er sie ein. Der Auftragnehmer garantiert weder Platzierungen in Suchmaschinen noch Besucherzahlen oder geschäftliche Ergebnisse, die von Faktoren außerhalb seines Einflusses abhängen.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Das Layout, die geschaffenen grafischen Elemente und der eigens für die Website entwickelte Code sind Werke, die durch das brasilianische Gesetz Nr. 9.610/1998 (Urheberrechtsgesetz) und, was den Code betrifft, durch das Gesetz Nr. 9.609/1998 (Softwaregesetz) geschützt sind. Nach vollständiger Zahlung der Vergütung überträgt der Auftragnehmer dem Auftraggeber endgültig die Verwertungsrechte an diesen Werken zur zeitlich unbegrenzten Nutzung, Änderung und Vervielfältigung auf der Website und in den übrigen digitalen Medien des Auftraggebers. Bis zur vollständigen Zahlung hat der Auftraggeber ein einfaches, nicht übertragbares Nutzungsrecht an diesen Werken, auch für die Veröffentlichung, das erlischt, wenn der Vertrag wegen Nichtzahlung gekündigt wird.',
        'Themes, Plugins, Schriften, Icons, Bibliotheken und Bilder Dritter unterliegen weiterhin ihren eigenen Lizenzen, die der Auftraggeber zu beachten hat. Nicht freigegebene Layouts und nicht ausgewählte Entwürfe verbleiben beim Auftragnehmer.',
        'Die Urheberpersönlichkeitsrechte des Auftragnehmers bleiben nach Artikel 24 des Gesetzes Nr. 9.610/1998 gewahrt; der Auftragnehmer stimmt bereits jetzt den Änderungen und Aktualisierungen zu, die der Auftraggeber an der Website vornimmt. Der Auftragnehmer darf die Website in seinem Portfolio zeigen und einen dezenten Hinweis auf seine Urheberschaft in der Fußzeile anbringen, sofern der Auftraggeber das Projekt nicht für vertraulich erklärt oder schriftlich die Entfernung des Hinweises verlangt.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln alle nicht öffentlichen Informationen, die ihnen aufgrund dieses Vertrags zugänglich werden, etwa Passwörter, Kundendaten, Strategien und kommerzielle Bedingungen sowie die Inhalte der Website vor ihrer Veröffentlichung, vertraulich und verwenden sie ausschließlich zur Vertragserfüllung.',
        'Die Vertraulichkeitspflicht gilt während der Vertragslaufzeit und 2 (zwei) Jahre nach ihrem Ende; sie gilt nicht für Informationen, die ohne Verschulden der empfangenden Partei öffentlich werden oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die personenbezogenen Daten der jeweils anderen Partei gemäß dem Gesetz Nr. 13.709/2018 (brasilianisches Datenschutzgesetz, LGPD), jede als Verantwortliche für die von ihr erhobenen Daten, ausschließlich zur Erfüllung dieses Vertrags und gesetzlicher Pflichten, mit angemessenen Sicherheitsmaßnahmen, und löschen sie bei Vertragsende, sofern keine gesetzliche Aufbewahrungspflicht besteht.',
        'Der Auftraggeber ist Verantwortlicher für die über die Website erhobenen personenbezogenen Daten der Besucher (Formulare, Cookies, Statistik- und Werbewerkzeuge); er legt Zwecke und Rechtsgrundlagen der Verarbeitung fest, veröffentlicht die Datenschutzerklärung und den Cookie-Hinweis und bearbeitet Anfragen betroffener Personen. Der Auftragnehmer setzt die im Angebot dafür vorgesehenen technischen Funktionen um.',
        'Einziger Absatz. Erhält der Auftragnehmer während des Projekts Zugang zu personenbezogenen Daten von Besuchern oder Kunden des Auftraggebers, handelt er als Auftragsverarbeiter (operador) im Sinne von Artikel 39 LGPD: Er verarbeitet diese Daten nur nach Weisung des Auftraggebers, gibt sie nicht weiter, meldet Sicherheitsvorfälle unverzüglich und löscht die Daten bei Vertragsende.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 15 (fünfzehn) Tagen schriftlich kündigen. In diesem Fall zahlt der Auftraggeber die bis zum Kündigungszeitpunkt erbrachten Leistungen anteilig nach abgeschlossenen Phasen, und die kündigende Partei zahlt der anderen eine Kündigungsentschädigung von 10 % (zehn Prozent) des Werts des noch nicht erbrachten Vertragsteils.',
        'Die Anzahlung vergütet die Planung und die bereits begonnenen Arbeiten: Kündigt der Auftraggeber ohne wichtigen Grund, wird sie mit den geschuldeten Beträgen verrechnet und insoweit nicht erstattet. Kündigt der Auftragnehmer ohne wichtigen Grund, erstattet er zusätzlich zur Kündigungsentschädigung die für nicht erbrachte Leistungen erhaltenen Beträge.',
        'Der Vertrag kann fristlos und ohne Entschädigung für die vertragstreue Partei gekündigt werden, wenn die andere Partei eine Vertragspflicht verletzt und den Verstoß nicht innerhalb von 5 (fünf) Werktagen nach Aufforderung per E-Mail behebt. In jedem Fall erhält der Auftraggeber die Dateien der bezahlten Phasen, und die Rechteübertragung beschränkt sich auf diese.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den tatsächlich vom Auftraggeber erhaltenen Betrag begrenzt, und keine Partei haftet für mittelbare Schäden, entgangenen Gewinn oder Umsatzeinbußen, außer bei Vorsatz oder grober Fahrlässigkeit und soweit das Gesetz eine solche Beschränkung nicht ausschließt.',
        'Der Auftraggeber ist allein verantwortlich für die Texte, Bilder, Marken, Preise und sonstigen Informationen, die er liefert oder auf der Website veröffentlicht, auch nach der Übergabe, und stellt den Auftragnehmer insoweit von Ansprüchen Dritter frei, etwa wegen Verletzung von Urheber-, Marken- oder Bildrechten.',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Elektronische Unterschrift',
      paragraphs: [
        'Die Parteien vereinbaren, diesen Vertrag elektronisch über die Plattform Valora zu unterzeichnen, mit Bestätigung der E-Mail-Adresse des Auftraggebers durch einen dorthin gesandten Code, Anmeldung des Auftragnehmers in seinem Konto auf der Plattform und Aufzeichnung von Name, Ausweis- bzw. Steuernummer, IP-Adresse, Datum und Uhrzeit sowie des kryptografischen SHA-256-Hashwerts des unterzeichneten Inhalts.',
        'Die Parteien erkennen dieses Verfahren als gültigen Nachweis der Urheberschaft und Unversehrtheit des Dokuments gemäß Artikel 10 § 2 der brasilianischen Medida Provisória (MP) Nr. 2.200-2/2001 und als fortgeschrittene elektronische Signatur im Sinne von Artikel 4 Ziffer II des Gesetzes Nr. 14.063/2020 an und verzichten auf die Unterzeichnung in Papierform und auf Zeugen.',
        'Einziger Absatz. Jede Änderung des Inhalts nach einer Unterschrift erzeugt eine neue Fassung, die neu unterzeichnet werden muss; jede Partei kann über die Plattform eine Kopie des unterzeichneten Vertrags und des Nachweisprotokolls der Unterschrift abrufen.',
      ],
    },
    {
      key: 'foro',
      heading: 'Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Dieser Vertrag unterliegt dem Recht der Föderativen Republik Brasilien. Gerichtsstand für alle Streitigkeiten aus diesem Vertrag ist {{profissional.cidade}}, Brasilien, unter Ausschluss jedes anderen Gerichtsstands; unberührt bleibt das Recht eines Auftraggebers, der Verbraucher ist, an seinem Wohnsitz zu klagen. Vor Anrufung der Gerichte bemühen sich die Parteien um eine gütliche Einigung.',
        'Zum Zeichen ihres Einverständnisses unterzeichnen die Parteien diesen Vertrag elektronisch.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
