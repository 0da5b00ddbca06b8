// How people ask for each FAQ entry in German (see pt-BR.ts).
import type { FaqQuestions } from '../faq-search';

export const questions: FaqQuestions = {
  plans: [
    'Welche Tarife und Preise gibt es?',
    'Was kostet das Valora-Abo im Monat?',
    'Was ist der Unterschied zwischen Junior, Pleno, Senior und Web Designer?',
    'Wie hoch ist die monatliche Gebühr?',
    'Gibt es einen Lifetime-Tarif mit Einmalzahlung?',
    'Was ist der Preis pro Monat für jeden Tarif?',
  ],
  trial: [
    'Gibt es eine kostenlose Testphase?',
    'Kann ich es vor dem Abschluss testen?',
    'Wie viele Tage dauert der Gratis-Test?',
    'Brauche ich eine Kreditkarte für den Testzeitraum?',
  ],
  guarantee: [
    'Gibt es eine Garantie?',
    'Bekomme ich mein Geld zurück, wenn es mir nicht gefällt?',
    'Wie beantrage ich eine Rückerstattung?',
    'Gibt es eine Geld-zurück-Frist?',
    'Bekomme ich eine Erstattung, wenn ich bereits gezahlt habe?',
  ],
  rate: [
    'Wie berechnet Valora meinen Stundensatz?',
    'Wie lautet die Formel des Stundensatz-Rechners?',
    'Wie lege ich Monatsziel, Fixkosten und Wochenstunden fest?',
    'Was ist meine Arbeitsstunde wert? Wie viel Stundenlohn?',
    'Wo trage ich mein Umsatzziel für den Stundensatz ein?',
  ],
  pricing: [
    'Wie viel sollte ich für einen Auftrag verlangen?',
    'Wie kalkuliere ich den Preis für ein Projekt, ein Logo, eine Website oder ein Corporate Design?',
    'Welchen Preis soll ich dem Kunden für meine Freelance-Leistung berechnen?',
    'Bin ich zu billig? Wie finde ich den richtigen Preis?',
    'Habt ihr eine Tabelle mit Marktpreisen?',
    'Sind meine Preise zu niedrig oder zu hoch?',
  ],
  payment: [
    'Welche Zahlungsarten gibt es für das Abo?',
    'Kann ich den Tarif mit Pix bezahlen?',
    'Nehmt ihr Kreditkarte? Kann ich in Raten zahlen?',
    'Wie bezahle ich Valora?',
  ],
  cancel: [
    'Wie kündige ich mein Abo?',
    'Gibt es eine Kündigungsgebühr oder Mindestlaufzeit?',
    'Kann ich jederzeit aufhören? Was passiert mit meinen Daten?',
    'Ich möchte meinen Tarif beenden',
  ],
  proposals: [
    'Wie erstelle ich ein Angebot?',
    'Wie schicke ich dem Kunden einen Kostenvoranschlag?',
    'Wie lade ich das Angebot als PDF herunter?',
    'Kann ich das Valora-Branding aus dem PDF entfernen?',
    'Wie nimmt der Kunde das Angebot über den Link an?',
  ],
  deposit: [
    'Wie bekomme ich die Anzahlung des Kunden per Pix?',
    'Wo trage ich meinen Pix-Schlüssel für die Vorauszahlung ein?',
    'Kann der Kunde nach der Annahme des Angebots eine Anzahlung leisten?',
    'Wie stelle ich den Prozentsatz der Anzahlung ein?',
  ],
  services: [
    'Wie lege ich meine Leistungen im Katalog an?',
    'Wie funktionieren Basisstunden und Komplexität einer Leistung?',
    'Wie deaktiviere ich eine Leistung?',
    'Wie viele aktive Leistungen kann ich haben?',
    'Wie füge ich eine neue Leistung hinzu?',
  ],
  clients: [
    'Wie lege ich einen Kunden an?',
    'Wie verfolge ich meine Kunden im Verkaufstrichter?',
    'Wo sehe ich die Pipeline und die Phase jedes Auftrags?',
    'Habt ihr ein CRM, um Kontakte zu verwalten?',
  ],
  knowledge: [
    'Was gibt es im Knowledge Hub?',
    'Habt ihr Artikel, Ratgeber oder Inhalte für Freelancer?',
    'Wo lerne ich etwas über Preise und Verträge?',
  ],
  support: [
    'Wie erreiche ich den Support?',
    'Wie lautet die E-Mail-Adresse des Kundendienstes?',
    'Wann ist der Support erreichbar? Welche Zeiten?',
    'Ich brauche Hilfe bei einem Problem, an wen wende ich mich?',
    'Wie kann ich euch kontaktieren oder erreichen?',
  ],
  language: [
    'Gibt es Valora auf Englisch oder Spanisch?',
    'Wie ändere ich die Sprache der App?',
    'Können Angebote und E-Mails an den Kunden in einer anderen Sprache sein?',
  ],
};
