// Deutsche Übersetzung des Softwareentwicklungsvertrags (rechtlich maßgeblich ist pt-BR.ts).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über Softwareentwicklung',
  summary: 'Für die Entwicklung von Websites, Webanwendungen und Apps, mit Abnahmetests und Gewährleistung für Mängel.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'AUFTRAGNEHMER(IN): {{profissional.nome}}, brasilianische Steuernummer (CPF/CNPJ) {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'AUFTRAGGEBER(IN): {{cliente.nome}}, Steuernummer (CPF/CNPJ) {{cliente.cpf_cnpj}}, Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die vorstehend bezeichneten Parteien schließen diesen Dienstleistungsvertrag über Softwareentwicklung, der sich nach den folgenden Klauseln und den Artikeln 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil) richtet. Die angegebenen E-Mail-Adressen sind für alle Zwecke dieses Vertrags die offiziellen Kommunikationswege zwischen den Parteien.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Vertragsgegenstand und Leistungsumfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Erbringung der im Angebot „{{proposta.titulo}}“ vom {{proposta.data}} beschriebenen Entwicklungsleistungen durch den Auftragnehmer, die folgende Positionen umfassen:',
        '{{proposta.itens}}',
        'Der Leistungsumfang umfasst ausschließlich die Funktionen, Bildschirme, Schnittstellen und Plattformen, die im Angebot und gegebenenfalls in dem von den Parteien freigegebenen Anforderungsdokument beschrieben sind. Jede dort nicht beschriebene Funktion, Schnittstelle oder Plattform liegt außerhalb des Leistungsumfangs und unterliegt der Klausel über Änderungen des Leistungsumfangs.',
        'Einziger Absatz. Sofern das Angebot nichts anderes ausdrücklich vorsieht, sind im Preis nicht enthalten: Hosting, Domainregistrierung, Lizenzen für Software Dritter, Konten in App-Stores, E-Mail- oder SMS-Versanddienste, die Erstellung von Texten und Bildern sowie Weiterentwicklungen nach Ablauf der Gewährleistungsfrist.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen und Projektphasen',
      paragraphs: [
        'Der Auftragnehmer liefert die Software abnahmebereit innerhalb von {{contrato.prazo_entrega}} Kalendertagen, gerechnet ab dem späteren der folgenden Zeitpunkte: Zahlung der Anzahlung oder Erhalt aller im Angebot genannten Anforderungen, Zugänge und Materialien.',
        'Die Entwicklung kann in Phasen gegliedert werden (zum Beispiel: a) Anforderungsanalyse; b) Prototyp oder Layout; c) Entwicklung; d) Tests und Veröffentlichung); der Auftragnehmer informiert den Auftraggeber am Ende jeder Phase über den Fortschritt.',
        'Einziger Absatz. Die Frist ist gehemmt und verlängert sich um dieselbe Anzahl von Tagen, solange der Auftraggeber mit ihm obliegenden Zahlungen, Freigaben, Antworten, Zugängen oder Materialien im Verzug ist, sowie während der Prüfung von ihm gewünschter Änderungen des Leistungsumfangs.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Liefergegenstände, Tests und Abnahme',
      paragraphs: [
        'Nach Abschluss der Entwicklung stellt der Auftragnehmer die Software in einer Test- oder Staging-Umgebung bereit; der Auftraggeber hat 5 (fünf) Werktage Zeit, sie zu testen und Abweichungen vom freigegebenen Leistungsumfang per E-Mail detailliert zu melden.',
        'Enthalten sind bis zu 2 (zwei) Korrekturrunden aus den Abnahmetests. Meldungen, die neue Funktionen oder Änderungen des Freigegebenen darstellen, sind keine Korrekturen und unterliegen der Klausel über Änderungen des Leistungsumfangs.',
        'Die Software gilt als abgenommen, sobald der Auftraggeber sie ausdrücklich freigibt, die Testfrist ohne Meldung verstreicht oder der Auftraggeber die Software produktiv einsetzt, je nachdem, was zuerst eintritt.',
        'Einziger Absatz. Nach vollständiger Zahlung übergibt der Auftragnehmer den Quellcode, eine grundlegende Installationsdokumentation und die Administratorzugänge über ein vom Auftraggeber benanntes Repository oder eine Datei.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlungsbedingungen',
      paragraphs: [
        'Für die Leistungen zahlt der Auftraggeber dem Auftragnehmer eine Gesamtvergütung von {{proposta.total}}, und zwar wie folgt: a) eine Anzahlung von {{proposta.sinal_percentual}} der Gesamtvergütung, also {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} aufeinanderfolgenden monatlichen Rate(n), deren erste mit der Abnahme der Software fällig wird.',
        'Die Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Überweisungsbeleg gilt als Quittung. Der Auftragnehmer stellt für jede Zahlung eine Rechnung oder Quittung aus, soweit dies vorgeschrieben ist.',
        'Einziger Absatz. Die Vergütung deckt nur die im Vertragsgegenstand beschriebenen Leistungen. Für das Projekt erforderliche Leistungen Dritter, etwa Hosting, Domain, Lizenzen und App-Store-Konten, beauftragt und bezahlt der Auftraggeber unmittelbar selbst, sofern nicht schriftlich etwas anderes vereinbart ist.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des rückständigen Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie eine Wertanpassung nach dem Index IPCA, jeweils vom Fälligkeitstag bis zur tatsächlichen Zahlung.',
        'Einziger Absatz. Bei einem Verzug von mehr als 10 (zehn) Tagen kann der Auftragnehmer die Leistungen nach Ankündigung per E-Mail bis zum Ausgleich aussetzen; die Fristen verlängern sich um die Dauer der Aussetzung. Das Recht zur Kündigung nach diesem Vertrag bleibt unberührt.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Wünsche nach neuen Funktionen, Schnittstellen oder Bildschirmen oder nach Änderungen bereits freigegebener Leistungen prüft der Auftragnehmer und teilt vor der Ausführung schriftlich den geschätzten Stundenaufwand und die Auswirkung auf die Fristen mit.',
        'Zusätzliche Stunden werden mit {{profissional.valor_hora}} pro Stunde, dem eigenen Stundensatz des Auftragnehmers, berechnet und erst nach schriftlicher Zustimmung des Auftraggebers, auch per E-Mail, ausgeführt. Zusätzliche Beträge sind mit der nächsten Rate oder, falls keine mehr aussteht, bei Lieferung der Änderung zu zahlen.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Leistungen fachgerecht und sorgfältig nach den anerkannten Regeln der Softwareentwicklung und -sicherheit zu erbringen; b) die vereinbarten Fristen einzuhalten, vorbehaltlich der in diesem Vertrag vorgesehenen Hemmungen; c) den Auftraggeber über den Fortschritt und über alle Umstände zu informieren, die Fristen oder Ergebnis beeinflussen können; d) Komponenten Dritter nur unter Lizenzen zu verwenden, die den vorgesehenen Einsatz erlauben, und den Auftraggeber darüber zu informieren; e) die erhaltenen Zugänge und Daten vertraulich zu behandeln und zu schützen; f) Mängel gemäß der Gewährleistungsklausel zu beseitigen.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Vergütung zu den vereinbarten Terminen zu zahlen; b) rechtzeitig die Anforderungen, Inhalte, Zugänge zu Servern, Konten und Systemen sowie alle sonstigen erforderlichen Informationen bereitzustellen; c) eine Ansprechperson zu benennen, die Fragen beantwortet und die Phasen freigibt; d) die Abnahmetests fristgerecht durchzuführen; e) die erforderlichen Leistungen Dritter (Hosting, Domain, Lizenzen, App-Stores) im eigenen Namen zu beauftragen und aufrechtzuerhalten; f) sicherzustellen, dass er die Rechte an den von ihm gelieferten Materialien besitzt und dass die Nutzung der Software dem für seine Tätigkeit geltenden Recht entspricht.',
      ],
    },
    {
      key: 'garantia',
      heading: 'Gewährleistung für Mängel',
      paragraphs: [
        'Der Auftragnehmer gewährleistet für 90 (neunzig) Tage ab der Abnahme die kostenlose Beseitigung von Mängeln der Software, das heißt von Abweichungen vom freigegebenen Leistungsumfang, die auf dem vom Auftragnehmer entwickelten Code beruhen.',
        'Mängel sind per E-Mail mit einer Beschreibung des Problems und, soweit möglich, den Schritten zu seiner Reproduktion zu melden. Der Auftragnehmer beginnt die Analyse innerhalb von 3 (drei) Werktagen und behandelt Mängel, die die Nutzung der Software verhindern, vorrangig.',
        'Die Gewährleistung umfasst nicht: a) Änderungen am Code oder an der Umgebung durch den Auftraggeber oder Dritte; b) Ausfälle von Hosting, Servern, Netzen oder Diensten Dritter; c) Inkompatibilitäten durch spätere Aktualisierungen von Browsern, Betriebssystemen, Bibliotheken oder externen APIs; d) eine der Dokumentation widersprechende Nutzung; e) neue Funktionen.',
        'Einziger Absatz. Diese Gewährleistung schließt die Rechte eines Auftraggebers, der Verbraucher im Sinne des Gesetzes Nr. 8.078/1990 (brasilianisches Verbraucherschutzgesetz) ist, weder aus noch schränkt sie sie ein.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Geistiges Eigentum und Quellcode',
      paragraphs: [
        'Die Software ist durch das brasilianische Gesetz Nr. 9.609/1998 (Softwaregesetz) und, soweit anwendbar, durch das Gesetz Nr. 9.610/1998 (Urheberrechtsgesetz) geschützt. Gemäß Artikel 4 des Gesetzes Nr. 9.609/1998 vereinbaren die Parteien, dass die Verwertungsrechte an dem eigens für den Auftraggeber entwickelten Code bis zur vollständigen Zahlung der Vergütung beim Auftragnehmer verbleiben und ab diesem Zeitpunkt endgültig auf den Auftraggeber übertragen sind, zur Nutzung, Änderung und Verwertung ohne räumliche oder zeitliche Beschränkung.',
        'Bis zur vollständigen Zahlung hat der Auftraggeber ein einfaches, nicht übertragbares Nutzungsrecht am Gelieferten, auch im Produktivbetrieb, das erlischt, wenn der Vertrag wegen Nichtzahlung gekündigt wird. Open-Source- oder Drittbibliotheken, Frameworks und Komponenten unterliegen weiterhin ihren eigenen Lizenzen. Allgemeine Werkzeuge und Codebestandteile, die der Auftragnehmer bereits vor diesem Vertrag besaß, bleiben sein Eigentum und werden dem Auftraggeber nicht ausschließlich und zeitlich unbegrenzt lizenziert, soweit dies für die Nutzung der Software erforderlich ist.',
        'Der Auftragnehmer behält das Recht, die Urheberschaft an der Software in Anspruch zu nehmen (Artikel 2 § 1 des Gesetzes Nr. 9.609/1998), und darf das Projekt in seinem Portfolio nennen und Bildschirmansichten daraus zeigen, sofern der Auftraggeber es nicht schriftlich für vertraulich erklärt.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln alle nicht öffentlichen Informationen, die ihnen aufgrund dieses Vertrags zugänglich werden, etwa Geschäftsregeln, Kundendaten, Passwörter, Code, Zugangsdaten und kommerzielle Bedingungen, vertraulich und verwenden sie ausschließlich zur Vertragserfüllung.',
        'Die Vertraulichkeitspflicht gilt während der Vertragslaufzeit und 2 (zwei) Jahre nach ihrem Ende; sie gilt nicht für Informationen, die ohne Verschulden der empfangenden Partei öffentlich werden oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist. Bei Vertragsende gibt der Auftragnehmer die erhaltenen Zugangsdaten und Kopien zurück oder vernichtet sie.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die personenbezogenen Daten der jeweils anderen Partei gemäß dem Gesetz Nr. 13.709/2018 (brasilianisches Datenschutzgesetz, LGPD), jede als Verantwortliche für die von ihr erhobenen Daten, ausschließlich zur Erfüllung dieses Vertrags und gesetzlicher Pflichten, mit angemessenen Sicherheitsmaßnahmen, und löschen sie bei Vertragsende, sofern keine gesetzliche Aufbewahrungspflicht besteht.',
        'Erhält der Auftragnehmer zur Entwicklung, zum Test oder zur Veröffentlichung der Software Zugang zu personenbezogenen Daten von Kunden, Nutzern oder Beschäftigten des Auftraggebers, handelt er als Auftragsverarbeiter (operador) im Sinne von Artikel 39 LGPD: Er verarbeitet diese Daten nur nach Weisung des Auftraggebers, trifft angemessene Sicherheitsmaßnahmen, gibt sie nicht an Dritte weiter, meldet Sicherheitsvorfälle unverzüglich und löscht die Daten bei Vertragsende von seinen Geräten, sofern keine gesetzliche Aufbewahrungspflicht besteht. Soweit möglich, wird mit fiktiven oder anonymisierten Daten getestet.',
        'Einziger Absatz. Als Verantwortlicher für die von der Software im Produktivbetrieb verarbeiteten Daten legt der Auftraggeber Zwecke und Rechtsgrundlagen der Verarbeitung fest und sorgt für die Datenschutzerklärung und die Bearbeitung von Anfragen betroffener Personen.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 15 (fünfzehn) Tagen schriftlich kündigen. In diesem Fall zahlt der Auftraggeber die bis zum Kündigungszeitpunkt erbrachten Leistungen, anteilig nach abgeschlossenen Phasen und nachweislich geleisteten Stunden, und die kündigende Partei zahlt der anderen eine Kündigungsentschädigung von 10 % (zehn Prozent) des Werts des noch nicht erbrachten Vertragsteils.',
        'Die Anzahlung vergütet die Planung und die bereits begonnenen Arbeiten: Kündigt der Auftraggeber ohne wichtigen Grund, wird sie mit den geschuldeten Beträgen verrechnet und insoweit nicht erstattet. Kündigt der Auftragnehmer ohne wichtigen Grund, erstattet er zusätzlich zur Kündigungsentschädigung die für nicht erbrachte Leistungen erhaltenen Beträge.',
        'Der Vertrag kann fristlos und ohne Entschädigung für die vertragstreue Partei gekündigt werden, wenn die andere Partei eine Vertragspflicht verletzt und den Verstoß nicht innerhalb von 5 (fünf) Werktagen nach Aufforderung per E-Mail behebt. In jedem Fall der Kündigung wird dem Auftraggeber der Code übergeben, der den bezahlten Leistungen entspricht, und die Rechteübertragung beschränkt sich auf diesen.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den tatsächlich vom Auftraggeber erhaltenen Betrag begrenzt, und keine Partei haftet für mittelbare Schäden, entgangenen Gewinn oder Umsatzeinbußen, außer bei Vorsatz oder grober Fahrlässigkeit und soweit das Gesetz eine solche Beschränkung nicht ausschließt.',
        'Der Auftragnehmer haftet nicht für Nichtverfügbarkeit oder Ausfälle von Hosting, Netzen oder Diensten Dritter und nicht für Datenverluste, wenn der Auftraggeber keine Sicherungskopien vorhält. Der Auftraggeber ist allein verantwortlich für die von ihm gelieferten Inhalte, Marken, Bilder, Daten und Informationen sowie für seine Nutzung der Software und stellt den Auftragnehmer insoweit von Ansprüchen Dritter frei.',
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
