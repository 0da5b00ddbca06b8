import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Beratungs- und Mentoringvertrag',
  summary: 'Für Beratung, Mentoring und fachliche Begleitung in Sitzungen, Analysen und Berichten, als Bemühensverpflichtung.',
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
        'Gegenstand dieses Vertrags ist die Erbringung von Beratungs- und Mentoringleistungen durch den AUFTRAGNEHMER für den AUFTRAGGEBER gemäß dem Angebot „{{proposta.titulo}}“ vom {{proposta.data}}; das Angebot ist Bestandteil dieses Vertrags und umfasst folgende Positionen:',
        '{{proposta.itens}}',
        'Absatz 1. Die Leistungen können Einzel- oder Gruppensitzungen vor Ort oder per Videokonferenz, die Auswertung von Informationen, Analysen, Berichte, Maßnahmenpläne und Begleitung umfassen, in der im Angebot angegebenen Anzahl und Dauer. Jede dort nicht beschriebene Leistung gilt als Änderung des Leistungsumfangs.',
        'Absatz 2. Bei Widersprüchen zwischen dem Angebot und diesem Vertrag geht dieser Vertrag vor.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen',
      paragraphs: [
        'Die Leistungen werden innerhalb von {{contrato.prazo_entrega}} Kalendertagen erbracht, gerechnet ab dem späteren der folgenden Ereignisse: Bestätigung des Eingangs der Anzahlung oder Erhalt der vom AUFTRAGNEHMER angeforderten Ausgangsinformationen (Briefing oder Analysefragebogen).',
        'Absatz 1. Die vorgesehenen Sitzungen müssen innerhalb dieses Zeitraums stattfinden. Sitzungen, die aus vom AUFTRAGGEBER zu vertretenden Gründen darin nicht vereinbart oder durchgeführt werden, gelten als erbracht, sofern keine schriftliche Verlängerung vereinbart wird.',
        'Absatz 2. Die Frist ist gehemmt, solange der Fortgang von Informationen, Unterlagen, Zugängen oder Zahlungen des AUFTRAGGEBERS abhängt; die im Angebot vorgesehenen Berichte werden innerhalb des vorstehenden Zeitraums geliefert.',
      ],
    },
    {
      key: 'sessoes',
      heading: 'Vereinbarung und Verlegung von Sitzungen',
      paragraphs: [
        'Die Sitzungen werden per E-Mail oder über den vom AUFTRAGNEHMER angegebenen Kalender vereinbart, dauern so lange wie im Angebot vorgesehen und finden am vereinbarten Ort oder auf der vereinbarten Videokonferenzplattform statt.',
        'Absatz 1. Jede Partei kann eine Sitzung mit einer Frist von mindestens 24 (vierundzwanzig) Stunden verlegen. Erscheint der AUFTRAGGEBER ohne eine solche Mitteilung nicht oder verspätet er sich um mehr als 15 (fünfzehn) Minuten, gilt die Sitzung als durchgeführt; erscheint der AUFTRAGNEHMER nicht, muss er die Sitzung kostenlos nachholen.',
        'Absatz 2. Die im Angebot vorgesehenen Berichte und schriftlichen Materialien werden per E-Mail übermittelt. Der AUFTRAGGEBER hat 5 (fünf) Werktage Zeit, Erläuterungen oder eine Überarbeitungsrunde zu verlangen; danach gilt das Material als angenommen.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die Leistungen zahlt der AUFTRAGGEBER dem AUFTRAGNEHMER insgesamt {{proposta.total}}, und zwar wie folgt: a) eine Anzahlung von {{proposta.sinal_percentual}} des Gesamtbetrags, das sind {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} gleichen, aufeinanderfolgenden Monatsrate(n), deren erste 30 (dreißig) Tage nach Unterzeichnung fällig wird.',
        'Absatz 1. Die Zahlungen erfolgen per Pix an den Schlüssel {{profissional.pix}}, dessen Inhaber der AUFTRAGNEHMER ist; der Überweisungsbeleg gilt als Nachweis der Zahlung des überwiesenen Betrags, und der AUFTRAGNEHMER stellt eine Quittung oder einen Steuerbeleg aus, wenn das Gesetz dies verlangt. Alle Beträge verstehen sich in brasilianischen Real.',
        'Absatz 2. Die Sitzungen beginnen nach Bestätigung des Eingangs der Anzahlung.',
        'Absatz 3. Reise- und Übernachtungskosten für Sitzungen vor Ort außerhalb der Stadt des AUFTRAGNEHMERS sowie sonstige im Angebot nicht vorgesehene Auslagen bedürfen der vorherigen schriftlichen Zustimmung des AUFTRAGGEBERS, der sie gegen Beleg erstattet.',
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
        'Jede Änderung des Leistungsumfangs, etwa zusätzliche Sitzungen, neue Themen, weitere zu analysierende Bereiche oder nicht vorgesehene Berichte, muss vom AUFTRAGGEBER verlangt und vom AUFTRAGNEHMER vor ihrer Ausführung schriftlich angenommen werden; E-Mail genügt.',
        'Absatz 1. Sofern die Parteien kein gesondertes Angebot vereinbaren, werden zusätzliche Leistungen, einschließlich der Zeit für zusätzliche Sitzungen und deren Vorbereitung, nach den tatsächlich geleisteten Stunden zu {{profissional.valor_hora}} pro Stunde abgerechnet; der AUFTRAGNEHMER teilt vorab den geschätzten Stundenaufwand mit.',
        'Absatz 2. Zusätzliche Leistungen werden mit der nächsten Rate oder, wenn keine Rate mehr offen ist, innerhalb von 10 (zehn) Tagen nach Rechnungsstellung auf demselben Zahlungsweg wie nach diesem Vertrag bezahlt.',
        'Absatz 3. Der AUFTRAGNEHMER ist nicht verpflichtet, Änderungen auszuführen, die nicht nach dieser Klausel vereinbart wurden.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der AUFTRAGNEHMER ist verpflichtet: a) die Leistungen sorgfältig, berufsethisch und fachgerecht zu erbringen und dabei sein Wissen und seine Erfahrung auf die Situation des AUFTRAGGEBERS anzuwenden; b) pünktlich und vorbereitet an den vereinbarten Sitzungen teilzunehmen; c) die im Angebot vorgesehenen Berichte und Materialien fristgerecht zu liefern; d) die Annahmen und Grenzen seiner Analysen und Empfehlungen klar anzugeben; e) dem AUFTRAGGEBER zu empfehlen, eine dafür zugelassene Fachperson hinzuzuziehen, wenn eine Frage einem anderen Beruf vorbehalten ist, etwa der Rechtsberatung, Steuerberatung und Buchhaltung, Medizin oder Psychologie; f) die erhaltenen Informationen ausschließlich zur Erfüllung dieses Vertrags zu verwenden.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der AUFTRAGGEBER ist verpflichtet: a) wahre, vollständige und aktuelle Informationen sowie die für die Analysen erforderlichen Unterlagen und Zugänge bereitzustellen; b) an den vereinbarten Sitzungen teilzunehmen und die zwischen ihnen vereinbarten Aufgaben zu erledigen; c) zu gewährleisten, dass die von ihm gelieferten Materialien und Daten ohne Verletzung von Rechten Dritter mit dem AUFTRAGNEHMER geteilt werden dürfen; d) die Zahlungen zu den vereinbarten Terminen zu leisten; e) die erhaltenen Empfehlungen zu prüfen und in eigener Verantwortung über ihre Umsetzung zu entscheiden.',
      ],
    },
    {
      key: 'natureza_obrigacao',
      heading: 'Art der Verpflichtung',
      paragraphs: [
        'Der AUFTRAGNEHMER schuldet ein sorgfältiges Tätigwerden, keinen Erfolg: Er verpflichtet sich, sein Wissen und seine Sorgfalt in Analyse und Beratung einzusetzen, garantiert aber keine Ergebnisse wie höhere Umsätze, eine Anstellung, eine Beförderung, eine Investition oder den Erfolg in Auswahlverfahren.',
        'Einziger Absatz. Entscheidungen, die auf Grundlage der Empfehlungen getroffen werden, liegen in der alleinigen Verantwortung des AUFTRAGGEBERS, der die Führung seines Unternehmens und seiner Laufbahn behält. Die Leistungen ersetzen keine Rechts-, Steuer-, medizinische oder psychologische Beratung.',
      ],
    },
    {
      key: 'autonomia',
      heading: 'Selbstständigkeit der Parteien',
      paragraphs: [
        'Dieser Vertrag begründet weder ein Arbeitsverhältnis noch eine Gesellschaft oder Vertretung zwischen den Parteien. Der AUFTRAGNEHMER erbringt die Leistungen fachlich selbstständig und weisungsfrei und bestimmt Methoden, Arbeitszeit und Arbeitsort selbst, im Rahmen des hier vereinbarten Leistungsumfangs und der Fristen.',
        'Einziger Absatz. Jede Partei trägt ihre eigenen arbeits-, sozialversicherungs- und steuerrechtlichen Pflichten.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die vom AUFTRAGNEHMER erstellten Berichte, Präsentationen, Tabellen, Leitfäden und sonstigen Materialien sowie seine Lehrmaterialien und die Ausdrucksform seiner Methodik sind geistige Werke, die durch das brasilianische Urheberrechtsgesetz, Gesetz Nr. 9.610/1998, geschützt sind.',
        'Absatz 1. Nach vollständiger Zahlung der Vergütung und etwaiger Zusatzleistungen erhält der AUFTRAGGEBER ein nicht ausschließliches, zeitlich unbefristetes Nutzungsrecht ohne zusätzliche Vergütung an den gelieferten Materialien zur internen Nutzung in seinem Unternehmen oder, wenn er eine natürliche Person ist, zur persönlichen Nutzung, und darf sie zu diesen Zwecken vervielfältigen und anpassen. Das Nutzungsrecht umfasst weder den Verkauf oder die Veröffentlichung der Materialien noch ihre Verwendung zur Schulung oder Betreuung Dritter.',
        'Absatz 2. Die vermögensrechtlichen Befugnisse verbleiben beim AUFTRAGNEHMER, der seine Methodik, seine Vorlagen und sein Fachwissen weiterhin bei anderen Kunden einsetzen darf, ohne vertrauliche Informationen des AUFTRAGGEBERS offenzulegen. Auch die Urheberpersönlichkeitsrechte, die unveräußerlich und unverzichtbar sind (Artikel 27 des Gesetzes Nr. 9.610/1998), verbleiben beim AUFTRAGNEHMER.',
        'Absatz 3. Sitzungen dürfen nur mit Zustimmung beider Parteien aufgezeichnet werden, und eine Aufzeichnung darf nur von der Partei, die sie angefertigt hat, zum eigenen Nachschlagen verwendet werden.',
        'Absatz 4. Der AUFTRAGNEHMER darf den Namen des AUFTRAGGEBERS nennen und die Arbeit in allgemeiner Form in seinem Portfolio und seinen beruflichen Kanälen beschreiben, ohne vertrauliche Informationen, es sei denn, der AUFTRAGGEBER verlangt schriftlich Vertraulichkeit.',
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
        'Absatz 2. In den Sitzungen geteilte personenbezogene Daten, etwa der berufliche Werdegang oder Informationen über Mitarbeitende, verwendet der AUFTRAGNEHMER ausschließlich zur Erbringung der Leistungen; der AUFTRAGGEBER teilt Daten Dritter nur, wenn er dafür eine Rechtsgrundlage hat.',
        'Absatz 3. Die Parteien treffen technische und organisatorische Sicherheitsmaßnahmen, die geeignet sind, personenbezogene Daten vor unbefugtem Zugriff sowie vor zufälligen oder unrechtmäßigen Vorfällen zu schützen, und informieren einander innerhalb von 48 (achtundvierzig) Stunden über jeden Sicherheitsvorfall, der diese Daten betrifft.',
        'Absatz 4. Nach Vertragsende werden die von der anderen Partei erhaltenen personenbezogenen Daten und die Sitzungsnotizen, die solche Daten enthalten, gelöscht oder zurückgegeben, soweit ihre Aufbewahrung nicht gesetzlich vorgeschrieben oder zur ordnungsgemäßen Ausübung von Rechten erforderlich ist (Artikel 16 LGPD).',
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
        'Die Gesamthaftung des AUFTRAGNEHMERS für Schäden aus diesem Vertrag ist auf den vom AUFTRAGGEBER tatsächlich gezahlten Betrag begrenzt und umfasst weder entgangenen Gewinn, Umsatz-, Daten- oder Chancenverluste noch sonstige mittelbare Schäden, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Absatz 1. Der AUFTRAGGEBER ist allein verantwortlich für Inhalt, Rechtmäßigkeit und Rechte der von ihm gelieferten Materialien und Informationen und haftet für daraus entstehende Ansprüche Dritter.',
        'Absatz 2. Keine Partei haftet für Verzögerungen oder Störungen infolge von Zufall oder höherer Gewalt (Artikel 393 des brasilianischen Zivilgesetzbuchs), und der AUFTRAGNEHMER haftet nicht für solche, die durch Handlungen des AUFTRAGGEBERS oder von ihm beauftragter Dritter verursacht werden.',
        'Absatz 3. Ist der AUFTRAGGEBER Verbraucher, gilt diese Klausel in den Grenzen des brasilianischen Verbraucherschutzgesetzes (Gesetz Nr. 8.078/1990).',
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
