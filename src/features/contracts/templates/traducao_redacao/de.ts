// Deutsche Übersetzung der Vorlage für Übersetzung und Texterstellung (pt-BR.ts ist das rechtlich maßgebliche Original).
import type { TemplateText } from '../types';

export const de: TemplateText = {
  title: 'Dienstleistungsvertrag über Übersetzung und Texterstellung',
  summary:
    'Für Übersetzung, Lektorat und Texterstellung (Copywriting, Artikel, Content): Ausgangstext, Wortzählung, Korrekturrunden und Rechte am gelieferten Text.',
  clauses: [
    {
      key: 'partes',
      heading: 'Vertragsparteien',
      paragraphs: [
        'Einerseits {{profissional.nome}}, in Brasilien eingetragen unter CPF/CNPJ Nr. {{profissional.cpf_cnpj}}, Anschrift {{profissional.endereco}}, E-Mail {{profissional.email}}, nachfolgend „Auftragnehmer“.',
        'Andererseits {{cliente.nome}}, eingetragen unter CPF/CNPJ (oder gleichwertiger Steuernummer) Nr. {{cliente.cpf_cnpj}}, Anschrift {{cliente.endereco}}, E-Mail {{cliente.email}}, nachfolgend „Auftraggeber“.',
        'Die Parteien schließen diesen Dienstleistungsvertrag über Übersetzung und Texterstellung, für den die folgenden Klauseln und die Artikel 593 bis 609 des brasilianischen Zivilgesetzbuchs (Código Civil) gelten.',
        'Einziger Absatz. Die oben genannten E-Mail-Adressen sind für alle Zwecke dieses Vertrags die offiziellen Kommunikationswege der Parteien, auch für die Übermittlung von Texten, Freigaben und Mitteilungen.',
      ],
    },
    {
      key: 'objeto',
      heading: 'Gegenstand und Umfang',
      paragraphs: [
        'Gegenstand dieses Vertrags ist die Erbringung der im Angebot „{{proposta.titulo}}“ vom {{proposta.data}} beschriebenen Leistungen der Übersetzung, des Lektorats und/oder der Texterstellung durch den Auftragnehmer; das Angebot ist Bestandteil dieses Vertrags und umfasst folgende Positionen:',
        '{{proposta.itens}}',
        'Ausgangs- und Zielsprache, Zielgruppe und Zweck des Textes, Tonalität, ungefährer Umfang und Lieferformat ergeben sich aus dem Angebot oder aus dem von den Parteien freigegebenen Briefing.',
        'Einziger Absatz. Nicht Gegenstand dieses Vertrags sind beglaubigte Übersetzungen (in Brasilien „tradução pública“), die nur öffentlich bestellte Übersetzer und Dolmetscher nach dem brasilianischen Gesetz Nr. 14.195/2021 anfertigen dürfen, sowie Satz und Layout, Untertitelung, Softwarelokalisierung und Veröffentlichung der Texte, sofern nicht ausdrücklich im Angebot enthalten. Der gelieferte Text hat keine amtliche Beweiskraft.',
      ],
    },
    {
      key: 'texto_fonte',
      heading: 'Ausgangstext, Briefing und Informationen',
      paragraphs: [
        'Der Auftraggeber stellt den vollständigen und endgültigen Ausgangstext, möglichst in einem bearbeitbaren Format, oder bei der Texterstellung das Briefing mit den Informationen zu Produkt, Dienstleistung oder Thema, Zielgruppe, Schlüsselwörtern und Referenzen sowie vorhandene Glossare und Referenzmaterialien zur Verfügung.',
        'Der Auftraggeber ist allein verantwortlich für Inhalt, Richtigkeit und Rechtmäßigkeit des Ausgangstextes und der übermittelten Informationen und erklärt, berechtigt zu sein, den Ausgangstext übersetzen oder bearbeiten zu lassen, wie es Artikel 29, IV, des brasilianischen Gesetzes Nr. 9.610/1998 verlangt, sofern er nicht selbst dessen Urheber ist.',
        'Fehler, Unklarheiten oder Lücken im Ausgangstext weist der Auftragnehmer hin, soweit er sie bemerkt; die technische oder wissenschaftliche Richtigkeit des Inhalts zu prüfen, ist nicht seine Aufgabe. Bei Werbetexten werden Aussagen über Produkte, Preise und Ergebnisse vom Auftraggeber bestätigt, der dafür einsteht, auch nach dem brasilianischen Verbraucherschutzgesetz (Artikel 37) und den Regeln seiner Branche.',
        'Einziger Absatz. Änderungen des Ausgangstextes oder des Briefings nach Arbeitsbeginn gelten als Änderung des Leistungsumfangs.',
      ],
    },
    {
      key: 'contagem_palavras',
      heading: 'Wortzählung und Berechnungsgrundlage',
      paragraphs: [
        'Bei Übersetzung und Lektorat wurde der Preis auf Grundlage der im Angebot genannten Wortzahl des Ausgangstextes berechnet, ermittelt mit der Wortzählfunktion eines gängigen Textverarbeitungsprogramms. Bei der Texterstellung entspricht der Preis dem im Angebot für jeden Text angegebenen Umfang, wobei eine Abweichung von 10 % (zehn Prozent) nach oben oder unten zulässig ist.',
        'Hat der tatsächlich übermittelte Ausgangstext mehr Wörter als im Angebot angegeben, wird der Mehrumfang anteilig zu dem sich aus dem Angebot ergebenden Wortpreis berechnet; der Auftraggeber wird vor der Lieferung darauf hingewiesen. Ein Rabatt für Wiederholungen wird nur gewährt, wenn das Angebot ihn vorsieht.',
        'Einziger Absatz. Texte in nicht bearbeitbarem Format (Bilder, gescannte PDF-Dateien, Handschriften) und Texte mit komplexer Formatierung erfordern zusätzlichen Aufwand für Extraktion oder Formatierung, der nach der Klausel über Änderungen des Leistungsumfangs als zusätzliche Stunden berechnet werden kann.',
      ],
    },
    {
      key: 'prazos',
      heading: 'Fristen und Lieferung',
      paragraphs: [
        'Die Texte werden innerhalb von {{contrato.prazo_entrega}} Kalendertagen geliefert, gerechnet ab dem späteren der folgenden Ereignisse: Zahlung der Anzahlung und Eingang des vollständigen Ausgangstextes oder des freigegebenen Briefings.',
        'Die Parteien können Teillieferungen nach Paketen oder einzelnen Texten zu den im Angebot genannten Terminen vereinbaren. Geliefert wird per E-Mail oder Link im im Angebot genannten Format; Eilaufträge außerhalb des normalen Arbeitstempos können, wenn das Angebot es vorsieht, einen Zuschlag kosten.',
        'Einziger Absatz. Verzögerungen des Auftraggebers bei der Übermittlung von Texten, Informationen, Antworten auf Rückfragen oder Zahlungen verlängern die Lieferfrist um denselben Zeitraum.',
      ],
    },
    {
      key: 'revisoes',
      heading: 'Korrekturrunden und Abnahme',
      paragraphs: [
        'Enthalten sind bis zu 2 (zwei) Korrekturrunden je Text bei der Texterstellung und 1 (eine) Runde für Anpassungen an terminologische oder stilistische Vorlieben je Übersetzung, jeweils schriftlich innerhalb von 7 (sieben) Tagen nach der Lieferung anzufordern und je Runde in einer einzigen Liste zusammenzufassen.',
        'Die Berichtigung tatsächlicher Übersetzungs- oder Schreibfehler, etwa Auslassungen, Sinn-, Grammatik- oder Rechtschreibfehler, ist kostenlos, kann innerhalb von 30 (dreißig) Tagen nach der Lieferung verlangt werden und zählt nicht als Korrekturrunde.',
        'Einziger Absatz. Wird innerhalb von 7 (sieben) Tagen nach der Lieferung keine Korrektur verlangt, gilt der Text als abgenommen. Weitere Korrekturen oder solche, die Briefing, Zielgruppe oder Zweck des Textes ändern, sind eine Änderung des Leistungsumfangs.',
      ],
    },
    {
      key: 'preco_pagamento',
      heading: 'Vergütung und Zahlung',
      paragraphs: [
        'Für die in diesem Vertrag beschriebenen Leistungen zahlt der Auftraggeber dem Auftragnehmer einen Gesamtbetrag von {{proposta.total}} wie folgt:',
        'a) eine Anzahlung von {{proposta.sinal_percentual}} des Gesamtbetrags, also {{proposta.sinal_valor}}, bei Unterzeichnung dieses Vertrags; b) den Restbetrag von {{proposta.saldo}} in {{contrato.parcelas}} Rate(n) zu den im Angebot genannten Terminen oder, mangels Angabe, die erste bei Lieferung der Texte und die weiteren jeweils im Abstand von 30 (dreißig) Tagen.',
        'Die Zahlungen erfolgen per Pix (dem brasilianischen Sofortzahlungssystem) an den Schlüssel {{profissional.pix}}; der Überweisungsbeleg gilt als Quittung. Beträge für Mehrwörter oder zusätzliche Stunden werden mit der nächsten Rate oder, falls keine mehr aussteht, innerhalb von 10 (zehn) Tagen nach der Lieferung gezahlt.',
        'Einziger Absatz. Steuern auf die Vergütung des Auftragnehmers trägt dieser selbst, vorbehaltlich der Einbehalte, die das Gesetz dem Auftraggeber auferlegt.',
      ],
    },
    {
      key: 'atraso',
      heading: 'Zahlungsverzug',
      paragraphs: [
        'Bei verspäteter Zahlung eines Betrags schuldet der Auftraggeber eine Vertragsstrafe von 2 % (zwei Prozent) des geschuldeten Betrags, Verzugszinsen von 1 % (einem Prozent) pro Monat, taggenau berechnet, sowie die Inflationsanpassung nach dem Index IPCA (IBGE), jeweils von der Fälligkeit bis zur tatsächlichen Zahlung.',
        'Einziger Absatz. Dauert der Verzug länger als 10 (zehn) Tage, kann der Auftragnehmer nach Mitteilung per E-Mail die Arbeiten und Lieferungen bis zum Ausgleich aussetzen; die Fristen verlängern sich um die Dauer der Aussetzung.',
      ],
    },
    {
      key: 'alteracoes_escopo',
      heading: 'Änderungen des Leistungsumfangs',
      paragraphs: [
        'Leistungen, die im Angebot nicht vorgesehen sind, etwa neue Texte, weitere Sprachen, zusätzliche Korrekturrunden, Änderungen des Ausgangstextes oder des Briefings nach Arbeitsbeginn sowie Formatierung oder Anpassung an andere Formate, werden gesondert angeboten und erst nach schriftlicher Zustimmung des Auftraggebers, auch per E-Mail, ausgeführt.',
        'Zusätzliche Stunden werden mit {{profissional.valor_hora}} pro Stunde, dem Stundensatz des Auftragnehmers, oder zum im Angebot genannten Wort- oder Stückpreis berechnet; der Liefertermin wird zugleich angepasst.',
      ],
    },
    {
      key: 'obrigacoes_profissional',
      heading: 'Pflichten des Auftragnehmers',
      paragraphs: [
        'Der Auftragnehmer ist verpflichtet: a) die Texte sinngetreu zum Original oder gemäß dem Briefing, grammatisch korrekt und in einer für Zielgruppe und Zweck geeigneten Sprache zu übersetzen oder zu verfassen; b) eigenständige Texte ohne Plagiat zu liefern und zitierte Quellen zu respektieren; c) den Auftraggeber bei terminologischen oder inhaltlichen Fragen, die den Sinn verändern können, zu konsultieren; d) die vereinbarten Fristen und Formate einzuhalten; e) die erhaltenen Texte vertraulich zu behandeln.',
        'Einziger Absatz. Der Auftragnehmer darf Hilfsmittel wie Translation Memorys, Glossare, Rechtschreibprüfungen und Werkzeuge der künstlichen Intelligenz verwenden; jeder gelieferte Text wird jedoch von ihm vollständig menschlich geprüft und von ihm verantwortet. Vertrauliche Texte oder Texte mit personenbezogenen Daten werden nicht in Werkzeuge eingegeben, die den Inhalt speichern oder zum Training verwenden.',
      ],
    },
    {
      key: 'obrigacoes_cliente',
      heading: 'Pflichten des Auftraggebers',
      paragraphs: [
        'Der Auftraggeber ist verpflichtet: a) die Beträge fristgerecht zu zahlen; b) den Ausgangstext, das Briefing und die in diesem Vertrag vorgesehenen Referenzmaterialien bereitzustellen; c) den Zweck des Textes mitzuteilen, insbesondere ob er veröffentlicht, in Gerichts- oder Verwaltungsverfahren, in technischer, medizinischer oder juristischer Dokumentation oder in der Werbung verwendet wird; d) Rückfragen des Auftragnehmers innerhalb von 3 (drei) Werktagen zu beantworten; e) Korrekturen und Freigaben innerhalb der vorgesehenen Fristen vorzunehmen.',
        'Einziger Absatz. Bei Texten, die veröffentlicht oder in kritischem Zusammenhang verwendet werden, wird dem Auftraggeber empfohlen, den gesetzten Text vor der Veröffentlichung abschließend zu lesen, da Satz und Veröffentlichung nicht vom Auftragnehmer übernommen werden.',
      ],
    },
    {
      key: 'direitos_autorais',
      heading: 'Urheberrecht',
      paragraphs: [
        'Die Übersetzung ist als Bearbeitung, der verfasste Text als Originalwerk geschützt, beide nach dem brasilianischen Urheberrechtsgesetz Nr. 9.610/1998 (Artikel 7, I und XI), unbeschadet der Rechte des Urhebers des Ausgangstextes.',
        'Mit vollständiger Zahlung der Vergütung überträgt der Auftragnehmer dem Auftraggeber endgültig und ausschließlich die Verwertungsrechte an den gelieferten Texten zur Nutzung in allen Medien, in Brasilien und im Ausland, für die im Angebot genannten Zwecke, gemäß Artikel 49 des Gesetzes Nr. 9.610/1998. Vor vollständiger Zahlung dürfen die Texte gelesen und geprüft, aber weder veröffentlicht noch kommerziell genutzt werden.',
        'Die Urheberpersönlichkeitsrechte des Auftragnehmers sind unveräußerlich und unverzichtbar (Artikel 24 des Gesetzes Nr. 9.610/1998). Der Auftragnehmer ist damit einverstanden, dass die verfassten Texte ohne seinen Namen unter der Marke des Auftraggebers veröffentlicht werden, ohne dass dies einen Verzicht auf die Urheberschaft bedeutet; in Büchern und anderen Verlagspublikationen wird sein Name als Übersetzer genannt.',
        'Einziger Absatz. Der Auftragnehmer darf den Auftrag erwähnen und bereits veröffentlichte Auszüge in seinem Portfolio zeigen, sofern der Auftraggeber ihn nicht für vertraulich erklärt hat, und bleibt Inhaber seiner Translation Memorys und Glossare, aus denen er vertrauliche Informationen des Auftraggebers entfernt.',
      ],
    },
    {
      key: 'confidencialidade',
      heading: 'Vertraulichkeit',
      paragraphs: [
        'Die Parteien behandeln nicht öffentliche Informationen, die sie aufgrund dieses Vertrags erhalten, insbesondere den Inhalt unveröffentlichter Ausgangstexte, Strategien, Produkteinführungen, Verträge und persönliche Dokumente, vertraulich und verwenden sie für keinen anderen Zweck.',
        'Der Auftragnehmer gibt die Texte weder bekannt noch an Dritte weiter, ausgenommen Korrektoren oder Mitarbeitende unter seiner Verantwortung, die derselben Vertraulichkeitspflicht unterliegen, wenn das Angebot dies vorsieht oder der Auftraggeber zustimmt.',
        'Einziger Absatz. Die Vertraulichkeitspflicht gilt 5 (fünf) Jahre über das Vertragsende hinaus und nicht für Informationen, die ohne Verschulden der empfangenden Partei öffentlich werden oder deren Offenlegung gesetzlich oder gerichtlich angeordnet ist.',
      ],
    },
    {
      key: 'dados_pessoais',
      heading: 'Schutz personenbezogener Daten',
      paragraphs: [
        'Die Parteien verarbeiten die mit diesem Vertrag verbundenen personenbezogenen Daten gemäß dem brasilianischen Datenschutzgesetz (LGPD, Gesetz Nr. 13.709/2018). Jede Partei ist Verantwortliche für die Daten, die sie für eigene Zwecke verarbeitet, etwa Kontakt- und Abrechnungsdaten, und haftet für diese Verarbeitung.',
        'Personenbezogene Daten in den vom Auftraggeber übermittelten Texten, etwa Namen, Ausweisdokumente oder Gesundheitsangaben, verarbeitet der Auftragnehmer nur zur Erfüllung dieses Vertrags und nach den Weisungen des Auftraggebers, mit angemessenen Sicherheitsmaßnahmen wie passwortgeschützter Speicherung und beschränktem Zugang.',
        'Einziger Absatz. Nach Abschluss der Leistungen und Ablauf der in diesem Vertrag vorgesehenen Berichtigungsfrist löscht der Auftragnehmer die Ausgangstexte und Arbeitskopien mit personenbezogenen Daten, ausgenommen solche, die er aufgrund gesetzlicher Pflichten aufbewahren muss. Jede Partei informiert die andere unverzüglich über Sicherheitsvorfälle, die diese Daten betreffen.',
      ],
    },
    {
      key: 'rescisao',
      heading: 'Kündigung',
      paragraphs: [
        'Jede Partei kann diesen Vertrag mit einer Frist von mindestens 15 (fünfzehn) Tagen schriftlich kündigen. Bei einer Pflichtverletzung kann die betroffene Partei fristlos kündigen, wenn die Verletzung nicht innerhalb von 5 (fünf) Tagen nach Aufforderung behoben wird.',
        'Kündigt der Auftraggeber, ohne dass den Auftragnehmer ein Verschulden trifft, sind geschuldet: a) die Vergütung der bis zur Kündigung erbrachten Arbeit, anteilig nach übersetzten Wörtern oder gelieferten Texten berechnet, einschließlich der Arbeit während der Kündigungsfrist; b) eine Kündigungsentschädigung von 20 % (zwanzig Prozent) des Wertes des nicht erbrachten Teils. Die Anzahlung vergütet die bereits begonnene Arbeit und wird auf diese Beträge angerechnet, ohne Rückzahlung.',
        'Kündigt der Auftragnehmer, ohne dass den Auftraggeber ein Verschulden trifft, liefert er die bereits erbrachte Arbeit, erstattet, was er über deren Wert hinaus erhalten hat, und zahlt eine Entschädigung von 20 % (zwanzig Prozent) des Wertes des nicht erbrachten Teils.',
        'Einziger Absatz. Für die bis zur Kündigung gelieferten und bezahlten Texte gilt die Klausel über das Urheberrecht; die Klauseln über Vertraulichkeit und Datenschutz gelten fort.',
      ],
    },
    {
      key: 'responsabilidade',
      heading: 'Haftungsbeschränkung',
      paragraphs: [
        'Die Haftung des Auftragnehmers für Schäden aus diesem Vertrag ist auf den vom Auftraggeber tatsächlich gezahlten Betrag begrenzt; keine Partei haftet für mittelbare Schäden oder entgangenen Gewinn, außer bei Vorsatz oder grober Fahrlässigkeit.',
        'Der Auftragnehmer haftet nicht für Fehler, die auf den Ausgangstext oder die übermittelten Informationen zurückgehen, für Änderungen Dritter an den Texten nach der Lieferung oder für die Verwendung der Texte zu einem anderen als dem mitgeteilten Zweck. Kommerzielle Ergebnisse, Reichweite oder Suchmaschinenplatzierungen der Texte werden nicht garantiert.',
        'Einziger Absatz. Der Auftraggeber ist für die von ihm gelieferten Materialien einschließlich Ausgangstext, Bildern und Informationen verantwortlich und stellt den Auftragnehmer von daraus entstehenden Ansprüchen Dritter frei, auch von Ansprüchen des Urhebers des Ausgangstextes.',
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
