// How the assistant reads a question, per language: accents folded, lower case, the language's
// stop words dropped (they carry no meaning: "como", "posso", "the", "wie"...), then a light stem
// (plural endings off, the word cut to its first letters) so "propostas", "proposta" and
// "proposal" meet, and "cobrar" / "cobrança" / "cobro" too (with the search's fuzzy match).
import type { Locale } from '@/i18n/routing';

/**
 * Words that never tell one FAQ entry from another, accents already folded: grammar words, and
 * words any question about a product can hold ("use", "app", "work", "monthly") that would
 * otherwise tie an off-topic question to an entry.
 */
const STOP_WORDS: Record<Locale, string> = {
  'pt-BR': `a o as os um uma uns umas de do da dos das d em no na nos nas num numa por pelo pela pelos pelas para pra pro
    com sem e ou mas que se eu voce voces vc vcs meu minha meus minhas seu sua seus suas teu tua me te lhe lhes nos isso isto
    esse essa este esta aquele aquela ele ela eles elas ao aos como qual quais quando onde porque por que ha tem tenho ter
    temos ser sou somos estou esta estar era foi fazer faco faz posso pode podem poderia consigo consegue devo deve deveria
    gostaria queria quero saber sabe existe existem algum alguma alguns algumas muito muita mais menos ja ainda tambem so
    entao aqui ai la sim nao oi ola bom boa dia tarde noite obrigado obrigada favor valora vcs ne tipo coisa quanto quanta
    quantos quantas depois antes apos durante usar uso funciona funcionar aplicativo app ferramenta sistema plataforma
    mensal mensais mes`,
  en: `a an the of to in on for with without and or but is are was were be been being do does did doing i im i'm you your
    yours we our ours they their them it its my me mine us can could should would will shall may might must how what
    which when where why who whom there here this that these those much many any some have has had get got about from at
    by as if so just please hi hello hey thanks thank valora not no yes also still too very more less there's whats
    what's want wanted need know tell after before during use using work works working app application tool system
    platform month monthly get`,
  es: `el la los las lo un una unos unas de del al en por para con sin y e o u pero que se yo tu usted ustedes vos mi mis
    su sus tus me te le les nos es son esta estan estoy ser estar era fue hay tengo tiene tienen tener como cual cuales
    cuando donde porque puedo puede pueden podria debo debe deberia quiero queria quisiera saber sabe existe algun alguna
    algunos algunas muy mas menos ya tambien solo entonces aqui si no hola buenos buenas dias tardes gracias favor valora
    cuanto cuanta cuantos cuantas hacer hago hace despues antes durante usar uso funciona funcionar aplicacion app
    herramienta sistema plataforma mensual mensuales mes`,
  de: `der die das den dem des ein eine einen einem einer eines und oder aber doch ist sind war waren sein bin bist ich du
    sie wir ihr es mein meine meinen meinem meiner dein deine euer eure ihre ihren ihrem uns euch mir mich dir dich man
    kann konnen kannst konnte soll sollte sollen muss mussen wie was welche welcher welches wann wo warum wer gibt mit
    ohne fur von vom zu zum zur im in am an auf aus bei nach uber hallo danke bitte valora ja nein nicht auch noch nur
    sehr mehr weniger viel viele etwas wieviel hat habe haben gern gerne mochte will wollen wissen da dann so nachdem
    vorher wahrend nutzen benutzen funktioniert funktionieren app tool system plattform monat monatlich monatliche
    monatlichen monatliches`,
};

const STOP_SETS = Object.fromEntries(
  Object.entries(STOP_WORDS).map(([locale, words]) => [locale, new Set(words.split(/\s+/).filter(Boolean))]),
) as Record<Locale, Set<string>>;

/** Letters and digits only, lower case, accents folded ("Cartão" -> "cartao", "Kündigen" -> "kundigen"). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** How many letters of a word are kept: enough to tell "proposta" from "processo", few enough to join word forms. */
const STEM_LENGTH = 6;

/**
 * One word as the index keeps it, or null for a stop word or a one-letter word. Words that are only
 * digits stay whole (a plan's "12x" or a year), everything else is cut to its first letters.
 */
export function faqTerm(word: string, locale: Locale): string | null {
  const term = foldText(word).replace(/^'+|'+$/g, '');
  if (term.length < 2 || STOP_SETS[locale].has(term)) return null;
  if (/^\d+$/.test(term)) return term;
  // A plural "s" (propostas, services, servicios) off before the cut, so short words meet their plural.
  const singular = term.length > 4 && term.endsWith('s') && !term.endsWith('ss') ? term.slice(0, -1) : term;
  return singular.slice(0, STEM_LENGTH);
}
