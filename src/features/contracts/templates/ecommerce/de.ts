// Deutsche Übersetzung des Vertrags über die Erstellung eines Onlineshops (rechtlich maßgeblich ist pt-BR.ts).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über die Erstellung eines Onlineshops',
  summary:
    'Für Onlineshops: Einrichtung der Plattform, Zahlungs- und Versandarten, Anlage der Produkte und Veröffentlichung, Gebühren Dritter trägt der Kunde.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'AUFTRAGNEHMER(IN): {{profissional.nome}}, brasilianische Steuernummer (CPF/CNPJ) {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'AUFTRAGGEBER(IN): {{cliente.nome}}, Steuernummer (CPF/CNPJ) {{cliente.cpf_cnpj}}, Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die vorstehend bezeichneten Parteien schließen diesen Dienstleistungsvertrag über die Erstellung eines Onlineshops, der sich nach den folgenden Klauseln und den Artikeln 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil) richtet. Die angegebenen E-Mail-Adressen sind die offiziellen Kommunikationswege zwischen den Parteien, auch für Freigaben und Mitteilungen.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Vertragsgegenstand und Leistungsumfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Erstellung eines Onlineshops für den Auftraggeber durch den Auftragnehmer, gemäß dem Angebot „{{proposta.titulo}}“ vom {{proposta.data}}, das folgende Positionen umfasst:',
        '{{proposta.itens}}',
        'E-Commerce-Plattform, Zahlungsarten, Versandoptionen, Anzahl der anzulegenden Produkte und Funktionen des Shops ergeben sich aus dem Angebot. Der Shop wird responsiv und mit den aktuellen Versionen der gängigen Browser kompatibel sein.',
        'Einziger Absatz. Sofern das Angebot nichts anderes ausdrücklich vorsieht, sind im Preis nicht enthalten: Abonnements und Gebühren der Plattform, der Zahlungsdienstleister und von Apps oder Erweiterungen, Hosting, Domain, Produktfotos und -beschreibungen, Bestellabwicklung, Kundenservice, Werbekampagnen sowie Wartung nach Ablauf des in diesem Vertrag vorgesehenen Supportzeitraums.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen, Projektphasen und Abnahme',
      paragraphs: [
        'Der Auftragnehmer liefert den Shop bereit zur endgültigen Abnahme innerhalb von {{contrato.prazo_entrega}} Kalendertagen, gerechnet ab dem späteren der folgenden Zeitpunkte: Zahlung der Anzahlung oder Erhalt des Briefings, der Zugänge zu den Konten der Plattform und der Zahlungsdienstleister sowie der Produkttabelle.',
        'Das Projekt durchläuft folgende Phasen: a) Briefing und Festlegung der Shopstruktur; b) Layout der Startseite, der Produktseite und des Warenkorbs mit bis zu 2 (zwei) Anpassungsrunden; c) Einrichtung der Plattform, der Zahlungsarten und des Versands; d) Anlage der Produkte; e) Testkäufe und Veröffentlichung.',
        'Nach Abschluss der Phasen wird der Shop im Testmodus bereitgestellt; der Auftraggeber hat 5 (fünf) Werktage Zeit, ihn zu prüfen und Fehler oder Abweichungen vom Freigegebenen per E-Mail zu melden. Nach Behebung der Meldungen wird mit jeder eingerichteten Zahlungsart mindestens ein Testkauf durchgeführt. Der Shop gilt als abgenommen, wenn der Auftraggeber ihn ausdrücklich freigibt, die Prüffrist ohne Meldung verstreicht oder der Shop echte Bestellungen entgegennimmt.',
        'Einziger Absatz. Die Frist ist gehemmt und verlängert sich um dieselbe Anzahl von Tagen, solange der Auftraggeber mit ihm obliegenden Zahlungen, Freigaben, Inhalten oder Zugängen im Verzug ist, solange er auf die Freischaltung seiner Konten durch die Plattform oder die Zahlungsdienstleister wartet, sowie während der Prüfung von ihm gewünschter Änderungen des Leistungsumfangs.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlungsbedingungen',
      paragraphs: [
        'Für die Leistungen zahlt der Auftraggeber dem Auftragnehmer eine Gesamtvergütung von {{proposta.total}}, und zwar wie folgt: a) eine Anzahlung von {{proposta.sinal_percentual}} der Gesamtvergütung, also {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} aufeinanderfolgenden monatlichen Rate(n), deren erste mit der Abnahme des Shops fällig wird.',
        'Die Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Überweisungsbeleg gilt als Quittung. Der Auftragnehmer stellt für jede Zahlung eine Rechnung oder Quittung aus, soweit dies vorgeschrieben ist.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des rückständigen Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie eine Wertanpassung nach dem Index IPCA, jeweils vom Fälligkeitstag bis zur tatsächlichen Zahlung.',
        'Einziger Absatz. Bei einem Verzug von mehr als 10 (zehn) Tagen kann der Auftragnehmer die Leistungen und die Veröffentlichung des Shops nach Ankündigung per E-Mail bis zum Ausgleich aussetzen; die Fristen verlängern sich um die Dauer der Aussetzung. Das Recht zur Kündigung nach diesem Vertrag bleibt unberührt.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Wünsche nach neuen Seiten, Funktionen, Schnittstellen, Zahlungs- oder Versandarten, nach der Anlage von Produkten über die vereinbarte Anzahl hinaus, nach über die enthaltenen hinausgehenden Anpassungsrunden oder nach Änderungen bereits freigegebener Leistungen prüft der Auftragnehmer und teilt vor der Ausführung schriftlich den geschätzten Stundenaufwand und die Auswirkung auf die Fristen mit.',
        'Zusätzliche Stunden werden mit {{profissional.valor_hora}} pro Stunde, dem eigenen Stundensatz des Auftragnehmers, berechnet und erst nach schriftlicher Zustimmung des Auftraggebers, auch per E-Mail, ausgeführt. Zusätzliche Beträge sind mit der nächsten Rate oder, falls keine mehr aussteht, bei Lieferung der Änderung zu zahlen.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Leistungen fachgerecht und sorgfältig unter Beachtung anerkannter Standards für Benutzerfreundlichkeit, Performance und Sicherheit zu erbringen; b) die vereinbarten Fristen einzuhalten, vorbehaltlich der in diesem Vertrag vorgesehenen Hemmungen; c) Zahlungs- und Versandarten ausschließlich mit den Konten und Zugangsdaten des Auftraggebers einzurichten und niemals Verkaufserlöse des Shops auf eigenen Konten entgegenzunehmen; d) den Bestellablauf vor der Veröffentlichung zu testen; e) Themes, Apps und Bilder nur unter Lizenzen zu verwenden, die ihren Einsatz im Shop erlauben, und den Auftraggeber auf kostenpflichtige hinzuweisen; f) die erhaltenen Passwörter und Zugänge vertraulich zu behandeln und zu schützen; g) den in diesem Vertrag vorgesehenen Support zu leisten.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Vergütung zu den vereinbarten Terminen zu zahlen; b) die Konten bei Plattform, Zahlungsdienstleistern, Versanddiensten, Hosting und Domain im eigenen Namen zu eröffnen und zu unterhalten und die von diesen Anbietern verlangten Unterlagen vorzulegen; c) Briefing, Logo, Bilder und Produktdaten rechtzeitig bereitzustellen; d) Freigabeanfragen fristgerecht über eine verantwortliche Ansprechperson zu beantworten; e) die Zugangspasswörter nach der Übergabe zu ändern; f) nach der Abnahme Katalog, Preise, Bestände und Bestellungen des Shops selbst zu pflegen, mit der vom Auftragnehmer gegebenen kurzen Einweisung in den Verwaltungsbereich.',
        'Als Anbieter gegenüber den Verbrauchern obliegt es allein dem Auftraggeber, das Gesetz Nr. 8.078/1990 (brasilianisches Verbraucherschutzgesetz) und das Dekret Nr. 7.962/2013 über den elektronischen Handel einzuhalten, insbesondere: a) im Shop seinen Firmen- oder Personennamen, CPF oder CNPJ, seine Anschrift und Kontaktwege anzugeben; b) die Richtlinien zu Umtausch, Rückgabe, Widerruf, Lieferung und Datenschutz festzulegen und zu veröffentlichen; c) die Steuerbelege für die Verkäufe auszustellen und die Steuern abzuführen; d) für Qualität, Lieferung und Rechtmäßigkeit der verkauften Produkte sowie für den Kundenservice einzustehen. Der Auftragnehmer stellt im Shop die Seiten und Felder für diese Angaben bereit, mit den vom Auftraggeber gelieferten Texten.',
      ],
    },
    {
      key: 'cadastro_produtos',
      heading: 'Anlage der Produkte',
      paragraphs: [
        'Der Auftragnehmer legt im Shop die im Angebot genannte Anzahl von Produkten an, auf Grundlage einer vom Auftraggeber gelieferten Tabelle mit folgenden Angaben je Produkt: Name, Beschreibung, Preis, Varianten (etwa Größe und Farbe), Artikelnummer (SKU), Bestand, Gewicht und Maße zur Versandkostenberechnung, Kategorie und Fotos in geeignetem Format.',
        'Die Anlage erfolgt nach den erhaltenen Daten; der Auftraggeber ist für die Richtigkeit von Preisen, Beschreibungen, Beständen, Maßen und Pflichtangaben der Produkte verantwortlich und prüft sie bei der Abnahme des Shops. Korrekturen aufgrund falscher oder vom Auftraggeber nach Übersendung der Tabelle geänderter Daten sowie die Anlage von Produkten über die vereinbarte Anzahl hinaus unterliegen der Klausel über Änderungen des Leistungsumfangs.',
      ],
    },
    {
      key: 'plataforma_pagamentos',
      heading: 'Plattform, Zahlungsarten und Gebühren',
      paragraphs: [
        'Die E-Commerce-Plattform, die Zahlungsdienstleister (Zahlungsvermittler, Gateways und Acquirer), die Versanddienste sowie Apps oder Erweiterungen beauftragt der Auftraggeber im eigenen Namen nach den Nutzungsbedingungen des jeweiligen Anbieters; er trägt unmittelbar deren Abonnements, Transaktionsgebühren, Provisionen, Gebühren für vorzeitige Auszahlung, Rückbuchungen und sonstige Entgelte.',
        'Die Verkaufserlöse zahlen die Verbraucher unmittelbar auf die Konten des Auftraggebers bei den Zahlungsdienstleistern. Risikoprüfung, Freigabe von Transaktionen, Auszahlung, Rückbuchungen (Chargebacks) und Betrugsfälle richten sich nach den Verträgen zwischen dem Auftraggeber und diesen Anbietern; der Auftragnehmer haftet hierfür nicht.',
        'Zahlungskartendaten werden von den Zahlungsdienstleistern in ihren zertifizierten Umgebungen erhoben und verarbeitet und nicht im Shop gespeichert. Nach der Veröffentlichung von den Anbietern vorgenommene Änderungen an Preisen, Regeln oder Funktionen sowie eine etwaige Sperrung von Konten des Auftraggebers durch sie fallen nicht in die Verantwortung des Auftragnehmers; erforderliche Anpassungen unterliegen der Klausel über Änderungen des Leistungsumfangs.',
      ],
    },
    {
      key: 'hospedagem_dominio',
      heading: 'Hosting und Domain',
      paragraphs: [
        'Die Domain des Shops und, soweit die Plattform kein Hosting umfasst, das Hosting werden auf den Namen des Auftraggebers registriert und beauftragt; er ist ihr alleiniger Inhaber und trägt die Kosten und Verlängerungen unmittelbar selbst. Mit den vom Auftraggeber bereitgestellten Zugängen verknüpft der Auftragnehmer die Domain und aktiviert das Sicherheitszertifikat (SSL), das für den Bezahlvorgang unerlässlich ist.',
        'Verfügbarkeit des Shops, Servergeschwindigkeit und automatische Sicherungen hängen von der vom Auftraggeber gewählten Plattform oder dem Hosting ab. Der Auftraggeber ist für die fristgerechte Verlängerung von Domain, Plattform und Hosting verantwortlich; eine Unterbrechung des Shops mangels Verlängerung oder Zahlung an diese Anbieter begründet keine Haftung des Auftragnehmers.',
        'Einziger Absatz. Aktualisierungen, technische Wartung und Änderungen am Shop nach Ablauf des Supportzeitraums sind nicht Gegenstand dieses Vertrags und werden, falls gewünscht, in einem gesonderten Wartungsvertrag geregelt.',
      ],
    },
    {
      key: 'garantia_suporte',
      heading: 'Support nach der Veröffentlichung',
      paragraphs: [
        'Während 30 (dreißig) Tagen ab der Veröffentlichung behebt der Auftragnehmer kostenlos Funktions- oder Darstellungsfehler des Shops, die auf seiner Arbeit beruhen, einschließlich der von ihm vorgenommenen Zahlungs- und Versandeinstellungen; Fehler, die den Abschluss von Käufen verhindern, behandelt er vorrangig, und er beginnt mit der Analyse innerhalb von 2 (zwei) Werktagen nach Meldung per E-Mail.',
        'Der Support umfasst nicht: a) Änderungen am Shop durch den Auftraggeber oder Dritte; b) Ausfälle oder Nichtverfügbarkeit der Plattform, der Zahlungsdienstleister, der Versanddienste, des Hostings oder der Domain; c) Probleme durch nach der Veröffentlichung von den Anbietern vorgenommene Aktualisierungen; d) die Anlage neuer Produkte oder neue Funktionen.',
        'Einziger Absatz. Dieser Support schließt die Rechte eines Auftraggebers, der Verbraucher im Sinne des Gesetzes Nr. 8.078/1990 ist, weder aus noch schränkt er sie ein. Der Auftragnehmer garantiert weder Umsätze noch Besucherzahlen oder Platzierungen in Suchmaschinen, die von Faktoren außerhalb seines Einflusses abhängen.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Das Layout, die geschaffenen grafischen Elemente und der eigens für den Shop entwickelte Code sind Werke, die durch das brasilianische Gesetz Nr. 9.610/1998 (Urheberrechtsgesetz) und, was den Code betrifft, durch das Gesetz Nr. 9.609/1998 (Softwaregesetz) geschützt sind. Nach vollständiger Zahlung der Vergütung überträgt der Auftragnehmer dem Auftraggeber endgültig die Verwertungsrechte an diesen Werken zur zeitlich unbegrenzten Nutzung, Änderung und Vervielfältigung im Shop und in den übrigen digitalen Medien des Auftraggebers. Bis zur vollständigen Zahlung hat der Auftraggeber ein einfaches, nicht übertragbares Nutzungsrecht an diesen Werken, auch für die Veröffentlichung, das erlischt, wenn der Vertrag wegen Nichtzahlung gekündigt wird.',
        'Die Plattform sowie Themes, Apps, Schriften und Bilder Dritter unterliegen weiterhin ihren eigenen Bedingungen und Lizenzen. Die vom Auftraggeber gelieferten Produktfotos und -beschreibungen bleiben sein Eigentum.',
        'Die Urheberpersönlichkeitsrechte des Auftragnehmers bleiben nach Artikel 24 des Gesetzes Nr. 9.610/1998 gewahrt; der Auftragnehmer stimmt bereits jetzt den Änderungen und Aktualisierungen zu, die der Auftraggeber am Shop vornimmt. Der Auftragnehmer darf den Shop in seinem Portfolio zeigen und einen dezenten Hinweis auf seine Urheberschaft in der Fußzeile anbringen, sofern der Auftraggeber das Projekt nicht für vertraulich erklärt oder schriftlich die Entfernung des Hinweises verlangt.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln alle nicht öffentlichen Informationen, die ihnen aufgrund dieses Vertrags zugänglich werden, etwa Passwörter, Zugangsdaten der Zahlungsdienstleister, Kunden- und Verkaufsdaten, Kosten, Margen und Vertriebsstrategien, vertraulich und verwenden sie ausschließlich zur Vertragserfüllung.',
        'Die Vertraulichkeitspflicht gilt während der Vertragslaufzeit und 2 (zwei) Jahre nach ihrem Ende; sie gilt nicht für Informationen, die ohne Verschulden der empfangenden Partei öffentlich werden oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die personenbezogenen Daten der jeweils anderen Partei gemäß dem Gesetz Nr. 13.709/2018 (brasilianisches Datenschutzgesetz, LGPD), jede als Verantwortliche für die von ihr erhobenen Daten, ausschließlich zur Erfüllung dieses Vertrags und gesetzlicher Pflichten, mit angemessenen Sicherheitsmaßnahmen, und löschen sie bei Vertragsende, sofern keine gesetzliche Aufbewahrungspflicht besteht.',
        'Der Auftraggeber ist Verantwortlicher für die vom Shop verarbeiteten personenbezogenen Daten der Verbraucher (Kundenkonten, Bestellungen, Lieferadressen, Cookies, Statistik- und Werbewerkzeuge); er legt Zwecke und Rechtsgrundlagen der Verarbeitung fest, veröffentlicht die Datenschutzerklärung und bearbeitet Anfragen betroffener Personen.',
        'Einziger Absatz. Erhält der Auftragnehmer zur Einrichtung, zum Test oder zum Support des Shops Zugang zu personenbezogenen Daten von Verbrauchern, handelt er als Auftragsverarbeiter (operador) im Sinne von Artikel 39 LGPD: Er verarbeitet diese Daten nur nach Weisung des Auftraggebers, kopiert sie nicht und gibt sie nicht weiter, meldet Sicherheitsvorfälle unverzüglich und löscht die Daten bei Vertragsende.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 15 (fünfzehn) Tagen schriftlich kündigen. In diesem Fall zahlt der Auftraggeber die bis zum Kündigungszeitpunkt erbrachten Leistungen anteilig nach abgeschlossenen Phasen und angelegten Produkten, und die kündigende Partei zahlt der anderen eine Kündigungsentschädigung von 10 % (zehn Prozent) des Werts des noch nicht erbrachten Vertragsteils.',
        'Die Anzahlung vergütet die Planung und die bereits begonnenen Arbeiten: Kündigt der Auftraggeber ohne wichtigen Grund, wird sie mit den geschuldeten Beträgen verrechnet und insoweit nicht erstattet. Kündigt der Auftragnehmer ohne wichtigen Grund, erstattet er zusätzlich zur Kündigungsentschädigung die für nicht erbrachte Leistungen erhaltenen Beträge.',
        'Der Vertrag kann fristlos und ohne Entschädigung für die vertragstreue Partei gekündigt werden, wenn die andere Partei eine Vertragspflicht verletzt und den Verstoß nicht innerhalb von 5 (fünf) Werktagen nach Aufforderung per E-Mail behebt. In jedem Fall verbleiben die Konten bei Plattform und Zahlungsdienstleistern beim Auftraggeber, der Auftragnehmer nutzt die erhaltenen Zugänge nicht mehr, und die Rechteübertragung beschränkt sich auf die bezahlten Phasen.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den tatsächlich vom Auftraggeber erhaltenen Betrag begrenzt, und keine Partei haftet für mittelbare Schäden, entgangenen Gewinn, Umsatz- oder Verkaufseinbußen, außer bei Vorsatz oder grober Fahrlässigkeit und soweit das Gesetz eine solche Beschränkung nicht ausschließt.',
        'Der Auftraggeber ist allein verantwortlich für die von ihm verkauften Produkte, für die von ihm gelieferten oder veröffentlichten Preise, Texte, Bilder und Marken, für die steuer- und verbraucherrechtlichen Pflichten seines Geschäfts und für die Beziehung zu seinen Kunden, und stellt den Auftragnehmer insoweit von Ansprüchen von Verbrauchern, Lieferanten, Behörden oder sonstigen Dritten frei.',
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
