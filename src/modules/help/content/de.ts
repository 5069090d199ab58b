import type { HelpText } from './structure';

export const de: HelpText = {
  faq: {
    payment: [
      { q: 'Welche Zahlungsarten akzeptiert ihr?', a: 'Wir akzeptieren Kredit- und Debitkarten von Visa, Mastercard und American Express, Banküberweisung und Lastschrift. Kartenzahlungen werden sofort bestätigt; eine Überweisung dauert ein bis drei Werktage.' },
      { q: 'Ist die Zahlung mit Karte sicher?', a: 'Ja. Kartendaten werden verschlüsselt übertragen und nie auf unseren Servern gespeichert: Wir behalten nur die letzten vier Ziffern, damit du die Zahlung in deinem Verlauf wiedererkennst.' },
      { q: 'Bekomme ich eine Rechnung mit meinen Firmendaten?', a: 'Ja. Zu jeder Bestellung gibt es eine Rechnung mit den Rechnungsdaten deines Kontos. Du kannst sie vor dem Bezahlen ändern und die Rechnung in der Rechnungsliste als PDF herunterladen.' },
    ],
    delivery: [
      { q: 'Wie lange dauert die Lieferung meiner Bestellung?', a: 'Das voraussichtliche Datum steht vor dem Bezahlen im Warenkorb und liegt meist ein bis acht Tage entfernt. Bestellungen vor 14 Uhr verlassen das Lager am selben Werktag.' },
      { q: 'Was kostet der Versand?', a: 'Produkte mit „Kostenloser Versand“ werden gratis verschickt. Für alle anderen stehen die Kosten aufgeschlüsselt in der Bestellübersicht, bevor du die Zahlung bestätigst.' },
      { q: 'Kann ich die Lieferadresse ändern?', a: 'Beim Bezahlen wählst du eine gespeicherte Adresse oder fügst eine neue hinzu. Ist die Bestellung verschickt, lässt sich ihre Adresse im Dashboard nicht mehr ändern.' },
    ],
    cancellationReturn: [
      { q: 'Wie storniere ich eine Bestellung?', a: 'Solange die Bestellung „Aufgegeben“ ist, kannst du sie kostenlos stornieren. Hat sie das Lager verlassen, warte auf die Lieferung und beantrage eine Rücksendung.' },
      { q: 'Wie lange habe ich Zeit für eine Rücksendung?', a: 'Du hast 30 Kalendertage ab Lieferung. Das Produkt muss in gutem Zustand sein und möglichst in der Originalverpackung.' },
      { q: 'Wann bekomme ich mein Geld zurück?', a: 'Sobald die Rücksendung bei uns eingetroffen und geprüft ist, erstatten wir über dieselbe Zahlungsart. Meist ist der Betrag nach fünf bis zehn Werktagen auf deinem Konto.' },
    ],
    myOrders: [
      { q: 'Wo sehe ich den Stand meiner Bestellungen?', a: 'Jede Bestellung durchläuft Aufgegeben, Versandt und Zugestellt (oder Storniert), während sie vorbereitet wird und unterwegs ist. Das voraussichtliche Lieferdatum wird beim Bestellen festgelegt.' },
      { q: 'Kann ich einer aufgegebenen Bestellung Produkte hinzufügen?', a: 'Nein: Eine bestätigte Bestellung lässt sich nicht erweitern. Gib eine neue Bestellung mit den fehlenden Produkten auf; gehen beide an dieselbe Adresse, verschicken wir sie nach Möglichkeit zusammen.' },
      { q: 'Was tun, wenn in meiner Bestellung etwas fehlt?', a: 'Schreib uns innerhalb von sieben Tagen nach der Lieferung mit der Bestellnummer und dem, was fehlt. Wir schicken das Fehlende nach oder erstatten den Preis.' },
    ],
    productServices: [
      { q: 'Haben die Produkte Garantie?', a: 'Alle Produkte haben die gesetzliche Gewährleistung von drei Jahren. Manche Marken geben zusätzlich eine eigene Garantie, die auf der Produktseite steht.' },
      { q: 'Wie funktioniert die Wunschliste?', a: 'Klicke bei einem Produkt auf das Herz, um es auf deine Wunschliste zu setzen. Von dort legst du es jederzeit in den Warenkorb; die Liste bleibt in deinem Konto gespeichert.' },
      { q: 'Bietet ihr Installation oder technischen Support?', a: 'Die Tarife Standard und Enterprise enthalten Support per E-Mail zu Bürozeiten. Bei Fragen zur Einrichtung schau zuerst in die Wissensdatenbank: Dort stehen die Schritt-für-Schritt-Anleitungen.' },
    ],
  },
  kb: {
    'getting-started': {
      title: 'Erste Schritte',
      desc: 'Lerne das Dashboard kennen, lade dein Team ein und stelle Sprache und Aussehen ein.',
      questions: {
        'tour-of-the-dashboard': {
          q: 'Was zeigt das Haupt-Dashboard?',
          html: '<p>Das E-Commerce-Dashboard fasst Umsatz des Monats, Bestellungen, Einnahmen und Bestseller zusammen, berechnet aus den echten Daten deines Shops.</p><p>Über das Menü erreichst du die Apps: E-Mail, Chat, Aufgaben, Kalender, Kanban, Rechnungen und Shop. Die Suche in der oberen Leiste findet Seiten und Kontakte.</p>',
        },
        'invite-your-team': {
          q: 'Wie lade ich jemanden aus meinem Team ein?',
          html: '<p>Klicke unter <strong>Benutzer</strong> auf „Benutzer hinzufügen“, gib Name und E-Mail ein und wähle die Rolle. Die Person erhält einen Link, um ihr Passwort festzulegen.</p><p>Bis sie ihn nutzt, bleibt das Konto ausstehend. Die Rolle bestimmt, welche Seiten sie sieht und was sie ändern darf.</p>',
        },
        'language-and-theme': {
          q: 'Wie ändere ich Sprache und Design?',
          html: '<p>Die Sprachauswahl in der oberen Leiste stellt die ganze Oberfläche sofort um: Spanisch, Englisch, Französisch, Deutsch, Portugiesisch oder Arabisch (von rechts nach links).</p><p>Das Zahnrad öffnet die Anpassung: helles oder dunkles Design, horizontales oder vertikales Menü, Inhaltsbreite und mehr. Deine Auswahl wird in diesem Browser gespeichert.</p>',
        },
      },
    },
    'account-security': {
      title: 'Konto und Sicherheit',
      desc: 'Passwort, Bestätigung in zwei Schritten und Kontrolle über offene Sitzungen.',
      questions: {
        'change-your-password': {
          q: 'Wie ändere ich mein Passwort?',
          html: '<p>Öffne <strong>Kontoeinstellungen</strong>, Reiter Sicherheit. Gib dein aktuelles Passwort und zweimal das neue ein.</p><p>Beim Speichern werden alle anderen Sitzungen deines Kontos abgemeldet; die in diesem Browser bleibt offen.</p>',
        },
        'two-step-verification': {
          q: 'Wie schalte ich die Bestätigung in zwei Schritten ein?',
          html: '<p>Klicke im Reiter Sicherheit der Einstellungen auf „Einschalten“ und scanne den QR-Code mit deiner Authenticator-App. Gib zur Bestätigung den sechsstelligen Code ein, den sie anzeigt.</p><p>Bewahre die zehn Wiederherstellungscodes sicher auf: Jeder gilt einmal, falls du dein Telefon verlierst.</p>',
        },
        'sign-out-other-sessions': {
          q: 'Wie melde ich meine anderen Geräte ab?',
          html: '<p>Der Reiter Sicherheit listet deine offenen Sitzungen mit Browser und Adresse, von der jede begann.</p><p>Klicke auf „Überall sonst abmelden“: Alle außer der aktuellen funktionieren ab ihrer nächsten Anfrage nicht mehr.</p>',
        },
      },
    },
    'orders-payments': {
      title: 'Bestellungen und Zahlungen',
      desc: 'Zahlungsarten, Rechnungen und was zu tun ist, wenn eine Zahlung scheitert.',
      questions: {
        'accepted-payment-methods': {
          q: 'Welche Zahlungsarten kann ich nutzen?',
          html: '<p>Im letzten Schritt der Kasse zahlst du mit Kredit- oder Debitkarte. Der Gesamtbetrag wird auf dem Server aus den Katalogpreisen, dem Rabatt und dem Versand berechnet.</p><p>Wir speichern nur die letzten vier Ziffern der Karte.</p>',
        },
        'download-an-invoice': {
          q: 'Wie lade ich eine Rechnung herunter?',
          html: '<p>Öffne die Rechnung unter <strong>Rechnungen</strong> und klicke auf „Drucken“: Der Browser lässt dich sie als PDF speichern.</p><p>In derselben Ansicht kannst du sie dem Kunden mailen oder eine Zahlung erfassen.</p>',
        },
        'declined-payment': {
          q: 'Was tun, wenn meine Zahlung abgelehnt wird?',
          html: '<p>Prüfe Kartennummer, Ablaufdatum und Sicherheitscode. Eine abgelaufene Karte oder falsche Angaben werden abgelehnt, bevor die Bestellung abgeschickt wird.</p><p>Stimmen die Angaben, frag deine Bank: Manche sperren Online-Käufe zur Sicherheit.</p>',
        },
      },
    },
    'shipping-delivery': {
      title: 'Versand und Lieferung',
      desc: 'Lieferzeiten, Sendungsverfolgung und Adressen.',
      questions: {
        'delivery-times': {
          q: 'Wie lange dauert eine Lieferung?',
          html: '<p>Das voraussichtliche Lieferdatum steht vor dem Bezahlen im Warenkorb und ändert sich bis zur Bestellung nicht.</p><p>Die meisten Bestellungen kommen ein bis acht Tage später an.</p>',
        },
        'track-your-order': {
          q: 'Wie verfolge ich meine Bestellung?',
          html: '<p>Deine Bestellung wechselt von <strong>Aufgegeben</strong> zu <strong>Versandt</strong>, wenn sie das Lager verlässt, und zu <strong>Zugestellt</strong>, wenn sie ankommt.</p><p>Ist das voraussichtliche Datum vorbei und nichts angekommen, schreib uns mit der Bestellnummer.</p>',
        },
        'change-the-delivery-address': {
          q: 'Kann ich die Lieferadresse ändern?',
          html: '<p>An der Kasse wählst du eine gespeicherte Adresse oder fügst eine neue hinzu, privat oder Büro.</p><p>Ist die Bestellung versandt, lässt sich die Adresse nicht mehr ändern.</p>',
        },
      },
    },
    'returns-refunds': {
      title: 'Rücksendungen und Erstattungen',
      desc: 'Ein Produkt zurückschicken, eine Bestellung stornieren und wann das Geld kommt.',
      questions: {
        'return-a-product': {
          q: 'Wie schicke ich ein Produkt zurück?',
          html: '<p>Du hast 30 Tage ab Lieferung. Schreib uns mit Bestellnummer und dem Produkt, das du zurückgeben willst, dann schicken wir dir ein Versandetikett.</p><p>Verpacke das Produkt sorgfältig, möglichst im Originalkarton.</p>',
        },
        'when-refunds-arrive': {
          q: 'Wann kommt die Erstattung?',
          html: '<p>Wir erstatten, sobald wir das zurückgeschickte Produkt geprüft haben, über dieselbe Zahlungsart.</p><p>Je nach Bank dauert es fünf bis zehn Werktage, bis der Betrag auf deinem Konto erscheint.</p>',
        },
        'cancel-an-order': {
          q: 'Kann ich eine Bestellung stornieren?',
          html: '<p>Ja, solange sie <strong>Aufgegeben</strong> ist. Eine stornierte Bestellung wird nicht berechnet.</p><p>Ist sie schon versandt, warte auf die Lieferung und beantrage eine Rücksendung.</p>',
        },
      },
    },
    'api-integrations': {
      title: 'API und Integrationen',
      desc: 'API-Schlüssel, mit denen deine Programme mit dem Dashboard arbeiten.',
      questions: {
        'create-an-api-key': {
          q: 'Wie erstelle ich einen API-Schlüssel?',
          html: '<p>Öffne <strong>API-Schlüssel</strong> im Seitenmenü, klicke auf „Schlüssel erstellen“ und gib ihm einen Namen, der sagt, wo du ihn nutzt.</p><p>Der Schlüssel wird nur einmal angezeigt: Kopiere ihn und bewahre ihn sicher auf.</p>',
        },
        'authenticate-requests': {
          q: 'Wie nutze ich den Schlüssel in meinen Anfragen?',
          html: '<p>Sende den Schlüssel im Header <code>Authorization: Bearer</code> jeder Anfrage an <code>/api</code>.</p><p>Der Schlüssel hat die Rechte deines Kontos: Was deine Rolle nicht darf, darf auch der Schlüssel nicht.</p>',
        },
        'revoke-a-key': {
          q: 'Wie widerrufe ich einen Schlüssel?',
          html: '<p>Klicke in der Liste der Schlüssel neben dem nicht mehr benötigten auf „Widerrufen“ und bestätige.</p><p>Anfragen mit diesem Schlüssel erhalten ab dann den Fehler 401.</p>',
        },
      },
    },
  },
  plans: {
    basic: { title: 'Basis', subtitle: 'Kostenlos mit dem Verkaufen beginnen', benefits: ['100 Antworten im Monat', 'Bis zu 2 Subdomains'] },
    standard: {
      title: 'Standard',
      subtitle: 'Für wachsende Shops',
      benefits: ['Unbegrenzte Antworten', 'Social-Profilseite', 'Anbindung an deine Office-Suite', 'Eigene Dankeseite'],
    },
    enterprise: {
      title: 'Enterprise',
      subtitle: 'Für große Teams und viele Shops',
      benefits: ['Zahlung über einen externen Anbieter', 'Logiksprünge in Formularen', 'Datei-Upload mit 5 GB Speicher', 'Eigene Domain', 'Anbindung eines Kartenzahlungsanbieters'],
    },
  },
  pricingQuestions: [
    { q: 'Kann ich den Tarif später wechseln?', a: 'Ja, jederzeit auf dieser Seite. Der Wechsel gilt sofort, und der Betrag wird auf der nächsten Rechnung angepasst.' },
    { q: 'Was passiert am Ende eines Jahrestarifs?', a: 'Der Tarif verlängert sich um ein weiteres Jahr zum selben Preis, es sei denn, du wechselst oder kündigst vor der Verlängerung.' },
    { q: 'Ist der Basis-Tarif für immer kostenlos?', a: 'Ja. Der Basis-Tarif läuft nicht ab; er hat nur die angegebenen Grenzen für Antworten und Subdomains.' },
  ],
};
