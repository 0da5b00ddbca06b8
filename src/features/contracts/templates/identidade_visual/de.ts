import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Vertrag über die Gestaltung einer visuellen Identität',
  summary:
    'Für die Gestaltung von Logo, visueller Identität und Markenhandbuch, mit Rechteübertragung nach vollständiger Zahlung.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'Zwischen {{profissional.nome}}, eingetragen im CPF/CNPJ unter Nr. {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend AUFTRAGNEHMER, und {{cliente.nome}}, eingetragen im CPF/CNPJ unter Nr. {{cliente.cpf_cnpj}} (oder unter der entsprechenden Steuer- oder Ausweisnummer), Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend AUFTRAGGEBER, wird dieser Dienstleistungsvertrag geschlossen. Er richtet sich nach den folgenden Klauseln und, soweit diese nichts regeln, nach den Artikeln 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil).',
        'Einziger Absatz. Die oben genannten E-Mail-Adressen sind für alle Zwecke dieses Vertrags die offiziellen Kommunikationswege zwischen den Parteien.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Gegenstand und Leistungsumfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Gestaltung der visuellen Identität des AUFTRAGGEBERS durch den AUFTRAGNEHMER gemäß dem Angebot „{{proposta.titulo}}“ vom {{proposta.data}}; das Angebot ist Bestandteil dieses Vertrags und umfasst folgende Positionen:',
        '{{proposta.itens}}',
        'Absatz 1. Sofern das Angebot nichts anderes vorsieht, werden die finalen Logodateien im Vektorformat (SVG oder PDF) und als Bilddateien (PNG) in den dort vorgesehenen Varianten und Farben geliefert.',
        'Absatz 2. Nicht enthalten sind, sofern sie nicht im Angebot stehen: weitere Gestaltungsmittel, Druck und Druckbegleitung, Fotografie, Texterstellung, Website, Markenanmeldung und bearbeitbare Arbeitsdateien. Jede nicht beschriebene Leistung gilt als Änderung des Leistungsumfangs.',
        'Absatz 3. Bei Widersprüchen zwischen dem Angebot und diesem Vertrag geht dieser Vertrag vor.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen',
      paragraphs: [
        'Der AUFTRAGNEHMER liefert die finalen Dateien innerhalb von {{contrato.prazo_entrega}} Kalendertagen, gerechnet ab dem späteren der folgenden Ereignisse: Bestätigung des Eingangs der Anzahlung oder Erhalt des ausgefüllten Briefings und der Materialien des AUFTRAGGEBERS, etwa eines bisherigen Markenauftritts, von Referenzen und Informationen über das Unternehmen und seine Zielgruppe.',
        'Einziger Absatz. Die Frist ist gehemmt, solange der Fortgang von einer Antwort, Auswahl, Freigabe, Materiallieferung oder Zahlung des AUFTRAGGEBERS abhängt, und läuft weiter, sobald diese erfolgt ist.',
      ],
    },
    {
      key: 'entregaveis_aprovacao',
      heading: 'Präsentation und Freigabe',
      paragraphs: [
        'Der AUFTRAGNEHMER präsentiert dem AUFTRAGGEBER die im Angebot vorgesehenen Entwürfe der visuellen Identität oder, wenn dort nichts angegeben ist, bis zu 2 (zwei) unterschiedliche Entwürfe. Der AUFTRAGGEBER wählt innerhalb von 5 (fünf) Werktagen einen davon aus; der gewählte Entwurf ist Grundlage aller weiteren Arbeiten.',
        'Absatz 1. Im Preis sind bis zu 2 (zwei) Korrekturrunden am gewählten Entwurf enthalten, die schriftlich in einer einzigen Nachricht innerhalb von 5 (fünf) Werktagen nach Erhalt der jeweiligen Fassung verlangt werden und Verfeinerungen von Form, Farbe, Typografie und Proportion betreffen. Der Wunsch nach einem neuen Entwurf nach erfolgter Auswahl oder nach weiteren Runden fällt unter die Klausel über Änderungen des Leistungsumfangs.',
        'Absatz 2. Verstreicht die Frist ohne Äußerung des AUFTRAGGEBERS oder beginnt dieser, die visuelle Identität in seinem Geschäftsbetrieb zu nutzen, gilt die jeweilige Phase als freigegeben.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die Leistungen zahlt der AUFTRAGGEBER dem AUFTRAGNEHMER insgesamt {{proposta.total}}, und zwar wie folgt: a) eine Anzahlung von {{proposta.sinal_percentual}} des Gesamtbetrags, das sind {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} gleichen, aufeinanderfolgenden Monatsrate(n), deren erste am Tag der Schlusslieferung und deren weitere jeweils 30 (dreißig) Tage später fällig werden.',
        'Absatz 1. Die Zahlungen erfolgen per Pix an den Schlüssel {{profissional.pix}}, dessen Inhaber der AUFTRAGNEHMER ist; der Überweisungsbeleg gilt als Nachweis der Zahlung des überwiesenen Betrags, und der AUFTRAGNEHMER stellt eine Quittung oder einen Steuerbeleg aus, wenn das Gesetz dies verlangt. Alle Beträge verstehen sich in brasilianischen Real.',
        'Absatz 2. Die Arbeiten beginnen nach Bestätigung des Eingangs der Anzahlung.',
        'Absatz 3. Für die Leistungen erforderliche, im Angebot nicht vorgesehene Auslagen wie Reisekosten, Gebühren und Lizenzen Dritter bedürfen der vorherigen schriftlichen Zustimmung des AUFTRAGGEBERS, der sie gegen Beleg erstattet.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung eines Betrags schuldet der AUFTRAGGEBER ohne weitere Mahnung eine Vertragsstrafe von 2 % (zwei Prozent) des rückständigen Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet (pro rata die), sowie die Inflationsanpassung nach dem Index IPCA, jeweils vom Fälligkeitstag bis zur tatsächlichen Zahlung.',
        'Absatz 1. Dauert der Verzug länger als 10 (zehn) Tage, kann der AUFTRAGNEHMER nach Ankündigung per E-Mail die Leistungen bis zum Ausgleich aussetzen; die Lieferfristen verlängern sich um denselben Zeitraum, und die Aussetzung stellt keine Pflichtverletzung des AUFTRAGNEHMERS dar.',
        'Absatz 2. Dauert der Verzug länger als 30 (dreißig) Tage, kann der AUFTRAGNEHMER den Vertrag nach Maßgabe der Klausel über die Kündigung aus wichtigem Grund kündigen.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Jede Änderung des Leistungsumfangs, etwa neue Entwürfe, neue Gestaltungsmittel oder Anwendungen der Marke, Änderungen bereits freigegebener Elemente oder Korrekturrunden über die vereinbarten hinaus, muss vom AUFTRAGGEBER verlangt und vom AUFTRAGNEHMER vor ihrer Ausführung schriftlich angenommen werden; E-Mail genügt.',
        'Absatz 1. Sofern die Parteien kein gesondertes Angebot vereinbaren, werden zusätzliche Leistungen nach den tatsächlich geleisteten Stunden zu {{profissional.valor_hora}} pro Stunde abgerechnet; der AUFTRAGNEHMER teilt vorab den geschätzten Stundenaufwand und die Auswirkung auf die Lieferfrist mit.',
        'Absatz 2. Zusätzliche Leistungen werden mit der nächsten Rate oder, wenn keine Rate mehr offen ist, innerhalb von 10 (zehn) Tagen nach Rechnungsstellung auf demselben Zahlungsweg wie nach diesem Vertrag bezahlt.',
        'Absatz 3. Der AUFTRAGNEHMER ist nicht verpflichtet, Änderungen auszuführen, die nicht nach dieser Klausel vereinbart wurden.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der AUFTRAGNEHMER ist verpflichtet: a) die visuelle Identität auf Grundlage des Briefings sorgfältig und fachgerecht nach dem Leistungsumfang und den Fristen dieses Vertrags zu gestalten; b) eine eigenständige Gestaltung zu schaffen, ohne Werke Dritter zu kopieren; c) die finalen Dateien in den vereinbarten Formaten geordnet und einsatzbereit für digitale und gedruckte Medien zu liefern; d) den AUFTRAGGEBER über verwendete Schriften und Bilder Dritter und die dafür erforderlichen Lizenzen zu informieren; e) die erhaltenen Materialien und Informationen ausschließlich zur Erfüllung dieses Vertrags zu verwenden.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der AUFTRAGGEBER ist verpflichtet: a) das Briefing, Informationen über das Unternehmen und die erforderlichen Materialien in den vereinbarten Fristen bereitzustellen; b) zu gewährleisten, dass die von ihm gelieferten Materialien ihm gehören oder er zu ihrer Nutzung berechtigt ist und dass sie keine Rechte Dritter verletzen; c) eine Person zu benennen, die den Entwurf auswählen und die Phasen freigeben darf, und Rückfragen des AUFTRAGNEHMERS innerhalb von 5 (fünf) Werktagen zu beantworten; d) die Zahlungen zu den vereinbarten Terminen zu leisten; e) die Lizenzen für die vom AUFTRAGNEHMER angegebenen Schriften und Bilder Dritter zu erwerben, soweit erforderlich; f) die präsentierten Entwürfe und die visuelle Identität vor vollständiger Zahlung nicht zu nutzen, sofern der AUFTRAGNEHMER dies nicht schriftlich erlaubt.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Das Logo, die übrigen Elemente der visuellen Identität und das Markenhandbuch, die der AUFTRAGNEHMER gestaltet, sind geistige Werke, die durch das brasilianische Urheberrechtsgesetz, Gesetz Nr. 9.610/1998, geschützt sind.',
        'Absatz 1. Nach vollständiger Zahlung der Vergütung und etwaiger Zusatzleistungen überträgt der AUFTRAGNEHMER dem AUFTRAGGEBER dauerhaft, ausschließlich und ohne zusätzliche Vergütung die vermögensrechtlichen Befugnisse des Urhebers an der freigegebenen visuellen Identität zur Vervielfältigung, Anpassung, Anwendung und Veröffentlichung in allen Medien und Formaten, in Brasilien und im Ausland, einschließlich der Anmeldung als Marke, gemäß den Artikeln 49 und 50 des Gesetzes Nr. 9.610/1998. Bis zur vollständigen Zahlung darf der AUFTRAGGEBER das präsentierte Material nur prüfen.',
        'Absatz 2. Die Urheberpersönlichkeitsrechte, die unveräußerlich und unverzichtbar sind (Artikel 24 und 27 des Gesetzes Nr. 9.610/1998), verbleiben beim AUFTRAGNEHMER; wegen der Art des Werks vereinbaren die Parteien, dass der Name des AUFTRAGNEHMERS bei alltäglichen Anwendungen der Marke nicht genannt werden muss, unbeschadet seines Rechts, als Urheber anerkannt zu werden.',
        'Absatz 3. Nicht ausgewählte Entwürfe und nicht freigegebene Fassungen verbleiben beim AUFTRAGNEHMER, der sie ohne Namen und Kennzeichen des AUFTRAGGEBERS in anderen Arbeiten wiederverwenden darf. Der AUFTRAGNEHMER gestaltet für Dritte keine Marke, die mit der freigegebenen visuellen Identität identisch oder ihr ähnlich ist.',
        'Absatz 4. Schriften, Stockbilder und andere Elemente Dritter werden nicht übertragen; für sie gelten die Lizenzen ihrer Rechteinhaber. Bearbeitbare Arbeitsdateien werden nur geliefert, wenn das Angebot dies vorsieht.',
        'Absatz 5. Der AUFTRAGNEHMER darf die Arbeit einschließlich der Studien in seinem Portfolio und seinen beruflichen Kanälen zeigen, sobald der AUFTRAGGEBER die visuelle Identität eingeführt hat, es sei denn, dieser verlangt schriftlich Vertraulichkeit.',
      ],
    },
    {
      key: 'registro_marca',
      heading: 'Markenrecherche und Markenanmeldung',
      paragraphs: [
        'Die Ähnlichkeitsrecherche und die Anmeldung der Marke beim brasilianischen Nationalen Institut für gewerbliches Eigentum (INPI) nach dem brasilianischen Gesetz Nr. 9.279/1996 oder beim zuständigen Amt eines anderen Landes sind nicht Gegenstand dieses Vertrags, sofern sie nicht im Angebot stehen, und obliegen dem AUFTRAGGEBER, der die entsprechenden Gebühren trägt.',
        'Einziger Absatz. Dem AUFTRAGGEBER wird empfohlen, vor der Freigabe des finalen Entwurfs eine Ähnlichkeitsrecherche zu Name und Zeichen durchzuführen. Der AUFTRAGNEHMER gewährleistet, dass die Gestaltung eigenständig ist, haftet aber nicht für eine ihm unbekannte ältere identische oder ähnliche Marke, die von Dritten eingetragen oder angemeldet wurde.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln alle nicht öffentlichen Informationen, die sie aufgrund dieses Vertrags voneinander erhalten, etwa geschäftliche, finanzielle, technische, strategische und Kundendaten, vertraulich und verwenden sie ausschließlich zur Erfüllung dieses Vertrags.',
        'Absatz 1. Nicht vertraulich sind Informationen, die bereits öffentlich waren oder ohne Verschulden der empfangenden Partei öffentlich werden, die der empfangenden Partei bereits rechtmäßig bekannt waren oder die auf Anordnung eines Gerichts oder einer zuständigen Behörde offengelegt werden müssen; in diesem Fall wird die andere Partei benachrichtigt, soweit das Gesetz es erlaubt.',
        'Absatz 2. Die Vertraulichkeitspflicht gilt während der Vertragslaufzeit und 2 (zwei) Jahre nach ihrem Ende.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die mit diesem Vertrag verbundenen personenbezogenen Daten im Einklang mit dem brasilianischen Datenschutzgesetz, Gesetz Nr. 13.709/2018 (Lei Geral de Proteção de Dados Pessoais, LGPD).',
        'Absatz 1. Jede Partei ist Verantwortliche für die personenbezogenen Daten, die sie für ihre eigenen Zwecke verarbeitet, einschließlich der Identifikations- und Kontaktdaten der anderen Partei, die zur Erfüllung dieses Vertrags und gesetzlicher Pflichten verarbeitet werden (Artikel 7 Ziffern II und V LGPD).',
        'Absatz 2. Erhält der AUFTRAGNEHMER zur Erbringung der Leistungen Zugang zu personenbezogenen Daten von Kunden, Beschäftigten oder Dritten, die der AUFTRAGGEBER bereitstellt, verarbeitet er sie nur für die Zwecke dieses Vertrags und nach den rechtmäßigen Weisungen des AUFTRAGGEBERS.',
        'Absatz 3. Die Parteien treffen technische und organisatorische Sicherheitsmaßnahmen, die geeignet sind, personenbezogene Daten vor unbefugtem Zugriff sowie vor zufälligen oder unrechtmäßigen Vorfällen zu schützen, und informieren einander innerhalb von 48 (achtundvierzig) Stunden über jeden Sicherheitsvorfall, der diese Daten betrifft.',
        'Absatz 4. Nach Vertragsende werden die von der anderen Partei erhaltenen personenbezogenen Daten gelöscht oder zurückgegeben, soweit ihre Aufbewahrung nicht gesetzlich vorgeschrieben oder zur ordnungsgemäßen Ausübung von Rechten erforderlich ist (Artikel 16 LGPD).',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag ohne wichtigen Grund mit einer Frist von 15 (fünfzehn) Tagen schriftlich kündigen.',
        'Absatz 1. Kündigt der AUFTRAGGEBER ohne wichtigen Grund, schuldet er dem AUFTRAGNEHMER: a) die bis zum Ablauf der Kündigungsfrist erbrachten Leistungen, berechnet nach den tatsächlich geleisteten Stunden zu {{profissional.valor_hora}} pro Stunde, höchstens bis zum Gesamtpreis; b) eine Kündigungsentschädigung von 10 % (zehn Prozent) des Teils der Vergütung, der auf die nicht erbrachten Leistungen entfällt; c) bereits genehmigte Auslagen.',
        'Absatz 2. Die Anzahlung vergütet die Reservierung der Kapazität des AUFTRAGNEHMERS und die begonnenen Arbeiten und wird auf die Beträge des vorstehenden Absatzes angerechnet. Nach Beginn der Arbeiten wird die Anzahlung nicht erstattet; erfolgt die Kündigung vor Beginn der Arbeiten, wird sie abzüglich nachgewiesener Auslagen erstattet.',
        'Absatz 3. Kündigt der AUFTRAGNEHMER ohne wichtigen Grund, übergibt er die bis dahin erbrachte Arbeit, erstattet die für nicht erbrachte Leistungen erhaltenen Beträge und zahlt dem AUFTRAGGEBER eine Entschädigung von 10 % (zehn Prozent) des Teils der Vergütung, der auf diese Leistungen entfällt.',
        'Absatz 4. Jede Partei kann den Vertrag aus wichtigem Grund ohne Frist kündigen, wenn die andere eine vertragliche Pflicht verletzt und den Verstoß nicht innerhalb von 10 (zehn) Tagen nach Aufforderung per E-Mail behebt; die Partei, die den Kündigungsgrund gesetzt hat, zahlt die in dieser Klausel vorgesehene Entschädigung zusätzlich zu den für erbrachte Leistungen geschuldeten Beträgen.',
        'Absatz 5. In jedem Fall der Kündigung erhält der AUFTRAGGEBER die in der Klausel über das Urheberrecht vorgesehenen Rechte an den Lieferungen, die er vollständig bezahlt hat.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Gesamthaftung des AUFTRAGNEHMERS für Schäden aus diesem Vertrag ist auf den vom AUFTRAGGEBER tatsächlich gezahlten Betrag begrenzt und umfasst weder entgangenen Gewinn, Umsatz- oder Chancenverluste noch sonstige mittelbare Schäden, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Absatz 1. Der AUFTRAGNEHMER garantiert weder den geschäftlichen Erfolg der visuellen Identität noch die Eintragung der Marke, die von Umständen außerhalb seiner Arbeit abhängen.',
        'Absatz 2. Der AUFTRAGGEBER ist allein verantwortlich für den Markennamen, die Texte und die Materialien, die er liefert, und haftet für daraus entstehende Ansprüche Dritter.',
        'Absatz 3. Keine Partei haftet für Verzögerungen oder Störungen infolge von Zufall oder höherer Gewalt (Artikel 393 des brasilianischen Zivilgesetzbuchs), und der AUFTRAGNEHMER haftet nicht für solche, die durch Handlungen des AUFTRAGGEBERS oder von ihm beauftragter Dritter verursacht werden.',
        'Absatz 4. Ist der AUFTRAGGEBER Verbraucher, gilt diese Klausel in den Grenzen des brasilianischen Verbraucherschutzgesetzes (Gesetz Nr. 8.078/1990).',
      ],
    },
    {
      key: 'assinatura_eletronica',
      heading: 'Elektronische Unterschrift',
      paragraphs: [
        'Die Parteien vereinbaren, diesen Vertrag elektronisch über die Plattform Valora zu unterzeichnen, mit Bestätigung der E-Mail-Adresse des AUFTRAGGEBERS durch einen Bestätigungscode, Anmeldung des AUFTRAGNEHMERS in seinem Konto und Aufzeichnung von Name, Ausweisdokument, IP-Adresse, Datum und Uhrzeit der Unterschrift sowie des SHA-256-Hashwerts des unterzeichneten Inhalts.',
        'Absatz 1. Gemäß Artikel 10 § 2 der brasilianischen Vorläufigen Maßnahme (Medida Provisória) Nr. 2.200-2/2001 erkennen die Parteien dieses Verfahren als gültigen Nachweis der Urheberschaft und Unversehrtheit dieses Dokuments an und betrachten es als fortgeschrittene elektronische Signatur im Sinne von Artikel 4 Ziffer II des brasilianischen Gesetzes Nr. 14.063/2020.',
        'Absatz 2. Jede Änderung des Inhalts nach einer Unterschrift erzeugt eine neue Fassung, die neu unterzeichnet werden muss. Jede Partei kann über die Plattform eine Kopie des unterzeichneten Vertrags und des Nachweisprotokolls der Unterschrift abrufen.',
      ],
    },
    {
      key: 'foro',
      heading: 'Anwendbares Recht und Gerichtsstand',
      paragraphs: [
        'Dieser Vertrag unterliegt dem Recht der Föderativen Republik Brasilien. Gerichtsstand für alle Streitigkeiten aus diesem Vertrag sind unter Ausschluss aller anderen die Gerichte von {{profissional.cidade}}; das Recht eines AUFTRAGGEBERS, der Verbraucher ist, vor den Gerichten seines Wohnsitzes zu klagen, bleibt unberührt.',
        'Einziger Absatz. Bevor sie die Gerichte anrufen, bemühen sich die Parteien in gutem Glauben, Meinungsverschiedenheiten über diesen Vertrag durch direkte Verhandlung beizulegen.',
        'Zum Zeichen ihres Einverständnisses unterzeichnen die Parteien diesen Vertrag elektronisch.',
        '{{profissional.cidade}}, {{contrato.data}}.',
      ],
    },
  ],
};
