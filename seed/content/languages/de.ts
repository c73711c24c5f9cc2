import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "de",

  routes: ROUTES.de,

  labels: {
    boys: "Jungen",
    girls: "Mädchen",
    new: "Neuheiten",
    sale: "Sale",
    categories: "Kategorien",
    brands: "Marken",
    guides: "Ratgeber",
    community: "Instashop",
    memberClub: "family – 10 % für Mitglieder",
    customerService: "Kundenservice",
    legal: "Rechtliches",
    company: "Unternehmen",
    followUs: "Folge uns",
    paymentMethods: "Zahlungsarten",
    faq: "Hilfe-Center",
    whistleblowing: "Hinweisgebersystem",
    cookieSettings: "Cookie-Einstellungen",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Slim-Fit-Jeans", slug: "slim-fit-jeans" },
    "jeans-regular": { name: "Regular-Fit-Jeans", slug: "regular-fit-jeans" },
    "jeans-wide": { name: "Weite Jeans", slug: "weite-jeans" },

    sweaters: { name: "Pullover & Sweatshirts", slug: "pullover-sweatshirts" },
    hoodies: { name: "Hoodies", slug: "hoodies" },
    "hoodies-zip": { name: "Kapuzenjacken", slug: "kapuzenjacken" },
    "hoodies-pullover": { name: "Kapuzenpullover", slug: "kapuzenpullover" },
    sweatshirts: { name: "Sweatshirts", slug: "sweatshirts" },
    cardigans: { name: "Strickjacken", slug: "strickjacken" },
    knitwear: { name: "Strickpullover", slug: "strickpullover" },

    outerwear: { name: "Jacken & Outdoor", slug: "jacken-outdoor" },
    jackets: { name: "Jacken", slug: "jacken" },
    "winter-jackets": { name: "Winterjacken", slug: "winterjacken" },
    "transition-jackets": { name: "Übergangsjacken", slug: "ubergangsjacken" },
    "rain-jackets": { name: "Regenjacken", slug: "regenjacken" },
    overalls: { name: "Overalls & Schneeanzüge", slug: "overalls-schneeanzuge" },
    vests: { name: "Westen", slug: "westen" },
    rainwear: { name: "Regenbekleidung", slug: "regenbekleidung" },

    shoes: { name: "Schuhe", slug: "schuhe" },
    sneakers: { name: "Sneaker", slug: "sneaker" },
    "sneakers-low": { name: "Niedrige Sneaker", slug: "niedrige-sneaker" },
    "sneakers-high": { name: "Hohe Sneaker", slug: "hohe-sneaker" },
    boots: { name: "Stiefel", slug: "stiefel" },
    "winter-boots": { name: "Winterstiefel", slug: "winterstiefel" },
    "chelsea-boots": { name: "Chelsea-Boots", slug: "chelsea-boots" },
    "rubber-boots": { name: "Gummistiefel", slug: "gummistiefel" },
    sandals: { name: "Sandalen", slug: "sandalen" },
    slides: { name: "Badeschuhe & Pantoletten", slug: "badeschuhe-pantoletten" },
    slippers: { name: "Hausschuhe", slug: "hausschuhe" },
    ballerinas: { name: "Ballerinas", slug: "ballerinas" },
    "dress-shoes": { name: "Festliche Schuhe & Loafer", slug: "festliche-schuhe-loafer" },
    "sports-shoes": { name: "Sportschuhe", slug: "sportschuhe" },
    "first-shoes": { name: "Lauflernschuhe", slug: "lauflernschuhe" },

    "t-shirts": { name: "T-Shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "Kurzarmshirts", slug: "kurzarmshirts" },
    "t-shirts-long": { name: "Langarmshirts", slug: "langarmshirts" },

    shirts: { name: "Hemden", slug: "hemden" },

    trousers: { name: "Hosen", slug: "hosen" },
    chinos: { name: "Chinos", slug: "chinos" },
    "cargo-trousers": { name: "Cargohosen", slug: "cargohosen" },
    joggers: { name: "Jogginghosen", slug: "jogginghosen" },

    shorts: { name: "Shorts", slug: "shorts" },
    dresses: { name: "Kleider", slug: "kleider" },
    skirts: { name: "Röcke", slug: "rocke" },
    "tops-blouses": { name: "Tops & Blusen", slug: "tops-blusen" },
    "leggings-tights": { name: "Leggings & Strumpfhosen", slug: "leggings-strumpfhosen" },
    blazers: { name: "Blazer", slug: "blazer" },

    underwear: { name: "Unterwäsche", slug: "unterwasche" },
    briefs: { name: "Slips & Boxershorts", slug: "slips-boxershorts" },
    undershirts: { name: "Unterhemden", slug: "unterhemden" },

    bras: { name: "BHs & Bustiers", slug: "bhs-bustiers" },
    socks: { name: "Socken", slug: "socken" },
    swimwear: { name: "Bademode", slug: "bademode" },

    accessories: { name: "Accessoires", slug: "accessoires" },
    caps: { name: "Mützen & Caps", slug: "mutzen-caps" },
    bags: { name: "Taschen & Rucksäcke", slug: "taschen-rucksacke" },
    gloves: { name: "Handschuhe & Fäustlinge", slug: "handschuhe-faustlinge" },
    belts: { name: "Gürtel", slug: "gurtel" },

    "jewellery-hair": { name: "Schmuck & Haarschmuck", slug: "schmuck-haarschmuck" },
    training: { name: "Sportbekleidung", slug: "sportbekleidung" },
    sleepwear: { name: "Schlafanzüge", slug: "schlafanzuge" },
    loungewear: { name: "Jogginganzüge", slug: "jogginganzuge" },
    "gift-cards": { name: "Geschenkkarten", slug: "geschenkkarten" },
  },

  inspo: {
    summerOutfits: { name: "Sommeroutfits", slug: "sommeroutfits" },
    summerDresses: { name: "Sommerkleider", slug: "sommerkleider" },
  },

  pages: {
    memberClub: {
      slug: "family",
      title: "family – der Kundenclub von Little North",
      description:
        "Werde kostenlos Mitglied bei family und spare 10 % auf deine Einkäufe. Dazu gibt es Mitgliederangebote, eine Geburtstagsüberraschung und früheren Zugang zum Sale.",
      body: [
        {
          p: "family ist unser Kundenclub für alle, die Kinder und Jugendliche einkleiden. Die Mitgliedschaft ist kostenlos, und du profitierst ab deinem ersten Einkauf.",
        },
        { h2: "Deine Vorteile als Mitglied" },
        {
          ul: [
            "10 % Rabatt auf deine Einkäufe – automatisch im Warenkorb, sobald du eingeloggt bist",
            "Exklusive Angebote, die nur Mitglieder bekommen",
            "Eine kleine Überraschung zum Geburtstag",
            "Früherer Zugang zum Sale – du shoppst, bevor es alle anderen tun",
          ],
        },
        { h2: "So wirst du Mitglied" },
        {
          ul: [
            "Erstelle ein Kundenkonto bei Little North.",
            "Gib deine Handynummer an – sie wird für die Mitgliedschaft benötigt.",
            "Akzeptiere die Mitgliedsbedingungen von family.",
            "Fertig: Ab sofort siehst du deine Mitgliederpreise direkt im Shop.",
          ],
        },
        { h2: "Gut zu wissen" },
        {
          p: "Die Mitgliedschaft verpflichtet dich zu nichts und du kannst sie jederzeit in deinem Kundenkonto oder über unseren Kundenservice beenden. Alle Einzelheiten findest du in den Mitgliedsbedingungen von family.",
        },
      ],
    },

    contact: {
      slug: "kontakt",
      title: "Kontakt",
      description: "So erreichst du den Kundenservice von Little North: per E-Mail oder Chat, werktags von 9 bis 16 Uhr.",
      body: [
        { p: "Du hast eine Frage zu deiner Bestellung, zu Größen oder zu einer Rücksendung? Wir helfen dir gern weiter." },
        { h2: "So erreichst du uns" },
        { ul: ["E-Mail: service@littlenorth.shop", "Chat: direkt hier im Shop, montags bis freitags von 9 bis 16 Uhr"] },
        {
          p: "Gib bei Fragen zu einer Bestellung bitte immer deine Bestellnummer an. Du findest sie in der Bestellbestätigung, die wir dir per E-Mail geschickt haben. So können wir dir schneller helfen.",
        },
        { h2: "Antworten rund um die Uhr" },
        {
          p: "Viele Fragen zu Lieferung, Rückgabe, Zahlung und family beantworten wir bereits im Hilfe-Center. Dort findest du die Antwort oft schneller als über den Chat – auch am Wochenende.",
        },
        { h2: "Postanschrift" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Schweden. Bitte schicke Rücksendungen nicht an diese Adresse, sondern melde sie online an – dann bekommst du ein kostenloses Rücksendeetikett.",
        },
      ],
    },

    shipping: {
      slug: "versand",
      title: "Versand & Lieferung",
      description:
        "Lieferzeiten und Versandkosten bei Little North: Lieferung in 3–6 Werktagen, kostenloser Versand ab {69 EUR}.",
      body: [
        { h2: "Versandkosten" },
        {
          p: "Ab einem Bestellwert von {69 EUR} liefern wir kostenlos zu dir nach Hause. Liegt deine Bestellung darunter, berechnen wir eine Versandpauschale, die dir im Warenkorb vor dem Abschluss der Bestellung angezeigt wird. Es kommen keine weiteren Kosten hinzu.",
        },
        { h2: "Lieferzeit" },
        {
          p: "Innerhalb Deutschlands ist deine Bestellung in der Regel 3–6 Werktage unterwegs. An Sonn- und Feiertagen sowie in Zeiten mit vielen Bestellungen, etwa während des Sales, kann es etwas länger dauern.",
        },
        { h2: "Sendungsverfolgung" },
        {
          p: "Sobald dein Paket unser Lager verlässt, bekommst du eine Versandbestätigung per E-Mail. Darin findest du einen Link, mit dem du die Sendung jederzeit verfolgen kannst.",
        },
        { h2: "Gut zu wissen" },
        {
          ul: [
            "Bestellst du mehrere Artikel, kann deine Bestellung in mehreren Paketen ankommen – Versandkosten zahlst du trotzdem nur einmal.",
            "Bitte prüfe deine Lieferadresse vor dem Absenden. Nach dem Versand können wir sie nicht mehr ändern.",
            "Die Rücksendung ist immer kostenlos – mehr dazu auf unserer Seite „Rückgabe“.",
          ],
        },
      ],
    },

    returns: {
      slug: "ruckgabe",
      title: "Rückgabe & Erstattung",
      description:
        "Bei Little North hast du 60 Tage Rückgaberecht, und die Rücksendung ist kostenlos. So einfach funktioniert es.",
      body: [
        {
          p: "Passt etwas nicht oder gefällt es nicht? Kein Problem: Du hast 60 Tage ab Erhalt der Ware Zeit, Artikel an uns zurückzuschicken. Die Rücksendung ist kostenlos.",
        },
        { h2: "So funktioniert die Rückgabe" },
        {
          ul: [
            "Melde deine Rücksendung online an und wähle die Artikel aus, die du zurückschicken möchtest.",
            "Drucke das kostenlose Rücksendeetikett aus.",
            "Verpacke die Artikel sicher, am besten im Originalkarton, und klebe das Etikett auf.",
            "Gib das Paket bei einer Annahmestelle des Versanddienstleisters ab.",
          ],
        },
        { h2: "Erstattung" },
        {
          p: "Sobald deine Rücksendung in unserem Lager angekommen ist, erstatten wir dir den Betrag innerhalb von 14 Tagen – und zwar über die Zahlungsart, mit der du bezahlt hast. Hast du auf Rechnung mit Klarna gekauft, wird deine Rechnung entsprechend angepasst.",
        },
        { h2: "Bitte beachten" },
        {
          ul: [
            "Die Ware sollte ungetragen und ungewaschen sein und möglichst noch die Etiketten tragen.",
            "Unterwäsche kann aus hygienischen Gründen nur zurückgegeben werden, wenn das Hygienesiegel bzw. die Etiketten unversehrt sind.",
            "Für Unterwäsche und Geschenkkarten gilt das 60-tägige Rückgaberecht nicht. Dein gesetzliches Widerrufsrecht bleibt davon unberührt.",
            "Möchtest du eine andere Größe? Schicke den Artikel zurück und bestelle einfach neu.",
          ],
        },
      ],
    },

    registerReturn: {
      slug: "rucksendung-anmelden",
      title: "Rücksendung anmelden",
      description: "Melde deine Rücksendung in wenigen Schritten online an und erhalte ein kostenloses Rücksendeetikett.",
      body: [
        {
          p: "Rücksendungen meldest du bei uns ganz einfach online an. So wissen wir, was zu uns unterwegs ist, und können dir dein Geld schneller erstatten.",
        },
        { h2: "Schritt für Schritt" },
        {
          ul: [
            "Logge dich in dein Kundenkonto ein oder gib deine Bestellnummer und deine E-Mail-Adresse ein.",
            "Wähle die Artikel aus, die du zurückschicken möchtest, und nenne uns kurz den Grund.",
            "Lade das kostenlose Rücksendeetikett herunter und drucke es aus.",
            "Verpacke die Artikel und klebe das Etikett gut sichtbar auf das Paket.",
            "Gib das Paket bei einer Annahmestelle des Versanddienstleisters ab und bewahre den Einlieferungsbeleg auf.",
          ],
        },
        { h2: "Wie geht es weiter?" },
        {
          p: "Sobald dein Paket in unserem Lager angekommen ist, bekommst du eine Bestätigung per E-Mail. Die Erstattung erfolgt innerhalb von 14 Tagen nach Eingang im Lager über deine ursprüngliche Zahlungsart.",
        },
        { h3: "Unterwäsche zurückschicken" },
        {
          p: "Unterwäsche nehmen wir nur zurück, wenn das Hygienesiegel bzw. die Etiketten unversehrt sind. Bitte prüfe das, bevor du sie einpackst.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "meine-geschenkkarten",
      title: "Meine Geschenkkarten",
      description: "Was du heute in unserem Onlineshop mit einer Geschenkkarte von Little North machen kannst.",
      body: [
        {
          p: "Du hast eine Geschenkkarte von Little North bekommen? Hier steht, was du im Moment in unserem Onlineshop damit machen kannst.",
        },
        { h2: "Mit einer Geschenkkarte bezahlen" },
        {
          p: "In unserem Onlineshop kannst du noch nicht mit einer Geschenkkarte bezahlen. An der Kasse gibt es kein Feld für einen Geschenkkartencode, daher lässt sich eine Bestellung auf littlenorth.shop weder ganz noch teilweise mit einer Geschenkkarte bezahlen.",
        },
        { h2: "Guthaben und Fragen" },
        {
          p: "Das Guthaben deiner Geschenkkarte kannst du weder auf der Website noch unter Mein Konto abfragen. Bei Fragen zu deiner Geschenkkarte wende dich an unseren Kundenservice unter service@littlenorth.shop und halte die Bestellnummer oder die Karte bereit.",
        },
        { h2: "Gut zu wissen" },
        {
          ul: [
            "Eine Geschenkkarte kann nicht in Bargeld umgetauscht und nicht zurückgegeben werden.",
            "Der family-Mitgliederrabatt gilt nicht beim Kauf von Geschenkkarten.",
          ],
        },
      ],
    },

    purchaseTerms: {
      slug: "agb",
      title: "Allgemeine Geschäftsbedingungen (AGB)",
      description: "Die Allgemeinen Geschäftsbedingungen für Bestellungen im Onlineshop von Little North in Deutschland.",
      body: [
        { h2: "1. Geltungsbereich und Vertragspartner" },
        {
          p: "Diese AGB gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher über den deutschen Onlineshop von Little North aufgeben. Dein Vertragspartner ist die Little North AB, Storgatan 12, 411 38 Göteborg, Schweden, Registernummer 559123-4567 (Bolagsverket). Vertragssprache ist Deutsch.",
        },
        { h2: "2. Vertragsschluss" },
        {
          p: "Die Darstellung der Produkte im Shop ist kein verbindliches Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ gibst du ein verbindliches Angebot ab. Direkt danach erhältst du eine E-Mail, die den Eingang deiner Bestellung bestätigt. Der Kaufvertrag kommt zustande, wenn wir dir die Versandbestätigung schicken oder die Ware liefern.",
        },
        { h2: "3. Preise, Versand und Zahlung" },
        {
          p: "Alle Preise verstehen sich in Euro inklusive der gesetzlichen Mehrwertsteuer. Ab einem Bestellwert von {69 EUR} ist der Versand kostenlos, darunter fällt eine Versandpauschale an, die im Warenkorb angezeigt wird. Die Lieferzeit innerhalb Deutschlands beträgt 3–6 Werktage. Du kannst per Kredit- oder Debitkarte, mit Klarna (Rechnung oder Ratenkauf) oder mit PayPal bezahlen. Die gelieferte Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.",
        },
        { h2: "4. Widerrufsrecht und Rückgabe" },
        {
          p: "Dir steht das gesetzliche Widerrufsrecht von 14 Tagen zu; die Einzelheiten findest du in unserer Widerrufsbelehrung. Darüber hinaus verlängern wir die Frist freiwillig auf 60 Tage ab Erhalt der Ware. Die Verlängerung gilt nicht für Unterwäsche und Geschenkkarten. Unterwäsche kann nur mit unversehrtem Hygienesiegel bzw. unversehrten Etiketten zurückgegeben werden. Die Rücksendung ist kostenlos.",
        },
        { h2: "5. Gewährleistung und Schlussbestimmungen" },
        {
          p: "Es gilt die gesetzliche Mängelhaftung. Bei Fragen oder Reklamationen erreichst du uns unter service@littlenorth.shop. Es gilt das Recht der Europäischen Union und Schwedens; zwingende Verbraucherschutzvorschriften des Landes, in dem du deinen gewöhnlichen Aufenthalt hast, bleiben unberührt.",
        },
      ],
    },

    imprint: {
      slug: "impressum",
      title: "Impressum",
      description: "Anbieterkennzeichnung der Little North AB gemäß § 5 DDG.",
      body: [
        { h2: "Angaben gemäß § 5 DDG" },
        { p: "Little North AB, Storgatan 12, 411 38 Göteborg, Schweden" },
        { p: "Vertreten durch die Geschäftsführerin (VD) Anna Lindqvist" },
        { h2: "Kontakt" },
        { p: "E-Mail: service@littlenorth.shop – Chat im Onlineshop montags bis freitags von 9 bis 16 Uhr" },
        { h2: "Register und Umsatzsteuer" },
        {
          ul: [
            "Rechtsform: Aktiebolag (Aktiengesellschaft nach schwedischem Recht)",
            "Registerbehörde: Bolagsverket (schwedisches Handelsregister)",
            "Registernummer: 559123-4567",
            "Umsatzsteuer-Identifikationsnummer: SE559123456701",
          ],
        },
        { h2: "Verantwortlich für den Inhalt" },
        {
          p: "Anna Lindqvist, Anschrift wie oben. Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Bei Fragen oder Beschwerden wende dich bitte direkt an unseren Kundenservice.",
        },
      ],
    },

    payment: {
      slug: "zahlungsarten",
      title: "Zahlungsarten",
      description: "Bei Little North bezahlst du sicher per Karte, mit Klarna auf Rechnung oder in Raten oder mit PayPal.",
      body: [
        {
          p: "Bezahle so, wie es für dich am bequemsten ist. Alle Zahlungen werden verschlüsselt übertragen, und alle Preise verstehen sich in Euro inklusive Mehrwertsteuer.",
        },
        { h2: "Kredit- und Debitkarte" },
        {
          p: "Gib deine Kartendaten einfach im Checkout ein. Falls deine Bank es verlangt, bestätigst du die Zahlung zusätzlich in deiner Banking-App.",
        },
        { h2: "Klarna – Rechnung oder Ratenkauf" },
        {
          p: "Mit Klarna bezahlst du erst, nachdem du deine Bestellung erhalten hast, oder du teilst den Betrag in Raten auf. Zahlungsziel und Konditionen zeigt dir Klarna im Checkout an. Schickst du etwas zurück, passt Klarna deine Rechnung automatisch an.",
        },
        { h2: "PayPal" },
        {
          p: "Mit PayPal meldest du dich im Checkout bei deinem PayPal-Konto an und bestätigst die Zahlung – ohne deine Bankdaten erneut einzugeben.",
        },
        { h2: "Erstattungen" },
        {
          p: "Erstattungen nach einer Rücksendung erfolgen immer über die Zahlungsart, die du bei der Bestellung gewählt hast, und zwar innerhalb von 14 Tagen, nachdem die Ware in unserem Lager angekommen ist.",
        },
      ],
    },

    withdrawal: {
      slug: "widerrufsbelehrung",
      title: "Widerrufsbelehrung",
      description:
        "Belehrung über das gesetzliche Widerrufsrecht, die freiwillige Verlängerung auf 60 Tage und das Muster-Widerrufsformular.",
      body: [
        { h2: "Widerrufsrecht" },
        {
          p: "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat; bei mehreren Waren, die getrennt geliefert werden, ab dem Tag, an dem Sie die letzte Ware in Besitz genommen haben.",
        },
        {
          p: "Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Little North AB, Storgatan 12, 411 38 Göteborg, Schweden, E-Mail: service@littlenorth.shop) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können Ihren Widerruf auch über die Online-Anmeldung einer Rücksendung erklären. Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
        },
        { h2: "Folgen des Widerrufs" },
        {
          p: "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.",
        },
        {
          p: "Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden; nutzen Sie dafür das kostenlose Rücksendeetikett aus der Online-Anmeldung Ihrer Rücksendung. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist absenden. Wir tragen die Kosten der Rücksendung. Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.",
        },
        { h2: "Erlöschen des Widerrufsrechts und freiwillige Verlängerung auf 60 Tage" },
        {
          p: "Das Widerrufsrecht erlischt vorzeitig bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde; dies betrifft insbesondere Unterwäsche. Über das gesetzliche Widerrufsrecht hinaus verlängern wir die Widerrufsfrist freiwillig auf 60 Tage ab Erhalt der Ware. Diese freiwillige Verlängerung gilt nicht für Unterwäsche und Geschenkkarten; Ihre gesetzlichen Rechte bleiben unberührt.",
        },
        { h2: "Muster-Widerrufsformular" },
        {
          ul: [
            "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
            "An Little North AB, Storgatan 12, 411 38 Göteborg, Schweden, E-Mail: service@littlenorth.shop:",
            "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
            "Bestellt am (*)/erhalten am (*)",
            "Name des/der Verbraucher(s)",
            "Anschrift des/der Verbraucher(s)",
            "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
            "Datum",
            "(*) Unzutreffendes streichen.",
          ],
        },
      ],
    },

    privacy: {
      slug: "datenschutz",
      title: "Datenschutzerklärung",
      description:
        "Welche personenbezogenen Daten Little North verarbeitet, wie lange wir sie speichern und welche Rechte du nach der DSGVO hast.",
      body: [
        { h2: "Verantwortlicher" },
        {
          p: "Verantwortlich für die Verarbeitung deiner personenbezogenen Daten ist die Little North AB, Storgatan 12, 411 38 Göteborg, Schweden. Bei allen Fragen zum Datenschutz erreichst du uns unter service@littlenorth.shop.",
        },
        { h2: "Welche Daten wir verarbeiten und warum" },
        {
          ul: [
            "Bestelldaten wie Name, Liefer- und Rechnungsadresse, E-Mail-Adresse und Telefonnummer, um deine Bestellung abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO).",
            "Zahlungsdaten, die direkt von unseren Zahlungsdienstleistern wie Klarna und PayPal verarbeitet werden; wir selbst speichern keine vollständigen Kartendaten.",
            "Daten deines Kundenkontos und deiner family-Mitgliedschaft, etwa Handynummer und Einkaufshistorie, um dir Mitgliederpreise und Angebote zu geben (Art. 6 Abs. 1 lit. b DSGVO).",
            "Newsletter und Marketing nur mit deiner Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit widerrufen kannst.",
            "Technische Daten und Cookies, um den Shop sicher und funktionsfähig zu halten (Art. 6 Abs. 1 lit. f DSGVO) und – mit deiner Einwilligung – für Analyse und Marketing.",
          ],
        },
        { h2: "Weitergabe an Dritte" },
        {
          p: "Wir geben Daten nur weiter, soweit es für deine Bestellung nötig ist, zum Beispiel an Versand- und Zahlungsdienstleister, oder wenn wir gesetzlich dazu verpflichtet sind. Dienstleister, die in unserem Auftrag arbeiten, sind vertraglich an unsere Weisungen und an die DSGVO gebunden.",
        },
        { h2: "Wie lange wir Daten speichern" },
        {
          p: "Bestell- und Rechnungsdaten bewahren wir so lange auf, wie es die buchhaltungsrechtlichen Aufbewahrungspflichten verlangen, in der Regel sieben Jahre. Die Daten deines Kundenkontos und deiner family-Mitgliedschaft speichern wir, bis du dein Konto löschst oder die Mitgliedschaft beendest. Einwilligungsbasierte Daten löschen wir, sobald du deine Einwilligung widerrufst.",
        },
        { h2: "Deine Rechte" },
        {
          p: "Du hast das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) und Widerspruch (Art. 21). Erteilte Einwilligungen kannst du jederzeit mit Wirkung für die Zukunft widerrufen. Schreib uns dazu einfach an service@littlenorth.shop. Außerdem kannst du dich bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der für uns zuständigen schwedischen Behörde (Integritetsskyddsmyndigheten) oder bei der Datenschutzbehörde deines Bundeslandes.",
        },
      ],
    },

    cookies: {
      slug: "cookies",
      title: "Cookie-Richtlinie",
      description: "Welche Cookies Little North verwendet und wie du deine Cookie-Einstellungen jederzeit ändern kannst.",
      body: [
        {
          p: "Cookies sind kleine Textdateien, die beim Besuch unseres Shops auf deinem Gerät gespeichert werden. Manche brauchen wir, damit der Shop überhaupt funktioniert, andere setzen wir nur mit deiner Einwilligung.",
        },
        { h2: "Notwendige Cookies" },
        {
          p: "Sie sorgen dafür, dass dein Warenkorb erhalten bleibt, du dich einloggen kannst und der Bezahlvorgang sicher abläuft. Diese Cookies sind immer aktiv, weil der Shop ohne sie nicht funktioniert.",
        },
        { h2: "Analyse-Cookies" },
        {
          p: "Mit ihnen sehen wir, welche Seiten besucht werden und wo es hakt – zum Beispiel, wenn eine Seite zu langsam lädt. Die Auswertung erfolgt zusammengefasst. Wir setzen Analyse-Cookies nur, wenn du zustimmst.",
        },
        { h2: "Marketing-Cookies" },
        {
          p: "Sie helfen uns und unseren Werbepartnern, dir auf anderen Websites und in sozialen Medien Werbung zu zeigen, die zu dir passt, und den Erfolg unserer Kampagnen zu messen. Auch diese Cookies setzen wir nur mit deiner Einwilligung.",
        },
        { h2: "Einwilligung ändern" },
        {
          p: "Beim ersten Besuch fragen wir dich, welchen Cookies du zustimmst. Deine Auswahl kannst du jederzeit ändern oder widerrufen: Klicke dazu unten auf jeder Seite im Footer auf „Cookie-Einstellungen“. Außerdem kannst du Cookies in deinem Browser löschen.",
        },
      ],
    },

    membershipTerms: {
      slug: "family-mitgliedsbedingungen",
      title: "Mitgliedsbedingungen für family",
      description: "Die Bedingungen für die kostenlose Mitgliedschaft im Kundenclub family von Little North.",
      body: [
        { h2: "1. Mitgliedschaft" },
        {
          p: "family ist der kostenlose Kundenclub der Little North AB, Storgatan 12, 411 38 Göteborg, Schweden. Mitglied werden kann jede Person ab 18 Jahren, die ein Kundenkonto bei Little North anlegt, eine gültige Handynummer angibt und diese Mitgliedsbedingungen akzeptiert. Pro Person ist eine Mitgliedschaft möglich.",
        },
        { h2: "2. Vorteile" },
        {
          ul: [
            "10 % Mitgliederrabatt, der im Warenkorb automatisch abgezogen wird, wenn du eingeloggt bist. Beim Kauf von Geschenkkarten gilt der Rabatt nicht.",
            "Exklusive Angebote für Mitglieder, die wir dir per E-Mail oder SMS schicken, wenn du dem zugestimmt hast.",
            "Eine Überraschung zum Geburtstag.",
            "Früherer Zugang zu unseren Sales.",
          ],
        },
        { h2: "3. Daten" },
        {
          p: "Für die Mitgliedschaft verarbeiten wir deine Kontaktdaten, deine Handynummer und deine Einkäufe bei uns. Wie wir mit diesen Daten umgehen, erklären wir in unserer Datenschutzerklärung.",
        },
        { h2: "4. Mitgliedschaft beenden" },
        {
          p: "Du kannst deine Mitgliedschaft jederzeit und ohne Angabe von Gründen beenden – in deinem Kundenkonto oder mit einer E-Mail an service@littlenorth.shop. Deine Mitgliedsdaten löschen wir danach, soweit wir sie nicht aus gesetzlichen Gründen aufbewahren müssen.",
        },
        { h2: "5. Änderungen" },
        {
          p: "Wir können diese Bedingungen oder die Vorteile von family ändern. Über wesentliche Änderungen informieren wir dich rechtzeitig vorher per E-Mail. Bist du nicht einverstanden, kannst du deine Mitgliedschaft jederzeit beenden.",
        },
      ],
    },

    about: {
      slug: "uber-uns",
      title: "Über Little North",
      description: "Little North ist ein Onlineshop aus Göteborg für Kinder- und Jugendkleidung, Schuhe und Accessoires.",
      body: [
        {
          p: "Little North ist ein Onlineshop für Kinder- und Jugendkleidung, Schuhe und Accessoires. Zu Hause sind wir in Göteborg an der schwedischen Westküste – dort, wo Kinder bei jedem Wetter draußen spielen und Kleidung einiges aushalten muss.",
        },
        { h2: "Was uns wichtig ist" },
        {
          ul: [
            "Kleidung, die bequem ist, lange hält und auch nach vielen Wäschen noch gut aussieht",
            "Schuhe, die zum Fuß passen – mit Tipps zum richtigen Messen",
            "Einfaches Einkaufen: kostenloser Versand ab {69 EUR}, 60 Tage Rückgaberecht und kostenlose Rücksendung",
          ],
        },
        { h2: "In neun Sprachen zu Hause" },
        {
          p: "Wir liefern nach Schweden, Norwegen, Dänemark, Finnland, in die Niederlande, nach Deutschland, Frankreich und Polen – jeweils in der Landessprache und zusätzlich auf Englisch.",
        },
        { h2: "Das Unternehmen" },
        {
          p: "Hinter dem Shop steht die Little North AB mit Sitz in Göteborg, eingetragen beim schwedischen Bolagsverket unter der Nummer 559123-4567. Geschäftsführerin ist Anna Lindqvist.",
        },
      ],
    },

    influencer: {
      slug: "influencer-kooperationen",
      title: "Influencer-Kooperationen",
      description: "Du teilst deinen Familienalltag auf Instagram oder TikTok? So kannst du mit Little North zusammenarbeiten.",
      body: [
        {
          p: "Wir arbeiten gern mit Influencerinnen und Influencern zusammen, die Kindermode mit Herz und Humor zeigen. Ausgewählte Looks aus unseren Kooperationen findest du auch in unserem Instashop.",
        },
        { h2: "Wen wir suchen" },
        {
          ul: [
            "Familien, Eltern und Jugendliche, die authentisch über ihren Alltag berichten",
            "Accounts mit einer aktiven Community – die Reichweite allein ist für uns nicht entscheidend",
            "Menschen, die unsere Produkte wirklich nutzen und ehrlich darüber sprechen",
          ],
        },
        { h2: "So bewirbst du dich" },
        {
          p: "Schreib uns eine E-Mail an service@littlenorth.shop mit dem Betreff „Kooperation“. Erzähl uns kurz, wer du bist, und schick uns den Link zu deinem Profil sowie ein paar Zahlen zu deiner Reichweite. Wir melden uns, wenn es passt.",
        },
        { h2: "Unsere Spielregeln" },
        {
          p: "Alle Beiträge werden klar als Werbung gekennzeichnet. Die Privatsphäre von Kindern steht für uns an erster Stelle: Wir bitten nie um Inhalte, die Kinder bloßstellen, und respektieren, wenn Kinder nicht gezeigt werden sollen.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Kostenloser Versand ab {69 EUR}", link: "/page/versand", linkText: "Mehr erfahren" },
    {
      key: "open-purchase",
      text: "60 Tage Rückgaberecht – Rücksendung kostenlos",
      link: "/page/ruckgabe",
      linkText: "So geht's",
    },
    {
      key: "sealed-package",
      text: "Unterwäsche: Rückgabe nur mit unversehrtem Siegel",
      link: "/page/ruckgabe",
      linkText: "Mehr erfahren",
    },
    { key: "member-discount", text: "family-Mitglieder sparen 10 %", link: "/page/family", linkText: "Jetzt Mitglied werden" },
  ],

  washingAdvice: {
    title: "Pflegetipps für Kinderkleidung",
    intro:
      "Mit der richtigen Pflege bleiben Lieblingsteile länger schön – und können später noch an Geschwister weitergegeben werden. Diese Tipps helfen dir dabei.",
    tips: [
      "Lies vor dem ersten Waschen das Pflegeetikett und halte dich an die angegebene Temperatur.",
      "Dreh Kleidung vor dem Waschen auf links, damit Farben und Drucke länger halten.",
      "Sortiere die Wäsche nach Farben und wasche neue, kräftig gefärbte Teile die ersten Male separat.",
      "Schließe Reißverschlüsse und Klettverschlüsse, damit sie andere Kleidungsstücke nicht beschädigen.",
      "Wasche empfindliche Teile wie Strick und Wolle von Hand bei höchstens 40 °C und wringe sie nicht aus.",
      "Verwende lieber etwas weniger Waschmittel und verzichte bei Regen- und Funktionskleidung auf Weichspüler.",
      "Lass die Kleidung an der Luft trocknen – Strickteile am besten liegend, damit sie in Form bleiben.",
      "Behandle Flecken möglichst sofort und spüle sie zuerst mit kaltem Wasser aus.",
    ],
  },

  categoryInfo: {
    title: "So findest du die richtige Schuhgröße",
    text: [
      {
        p: "Kinderfüße wachsen schnell, und Kinder merken selbst oft nicht, wenn ein Schuh drückt. Miss den Fuß deines Kindes deshalb vor jedem Schuhkauf neu – am besten am Nachmittag, wenn die Füße etwas größer sind.",
      },
      { h3: "So misst du richtig" },
      {
        ul: [
          "Lass dein Kind auf einem Blatt Papier stehen, mit der Ferse an der Wand und dem Gewicht auf beiden Füßen.",
          "Markiere die Spitze der längsten Zehe mit einem Stift.",
          "Miss den Abstand von der Wand bis zur Markierung in Zentimetern.",
          "Miss beide Füße und nimm den Wert des größeren Fußes.",
        ],
      },
      {
        p: "Rechne zur gemessenen Länge etwa 1–1,5 cm Wachstumszugabe hinzu. Die Innenlänge des Schuhs sollte diesem Wert entsprechen – dann hat der Fuß genug Platz zum Abrollen und Wachsen.",
      },
    ],
  },

  banners: {
    live: { text: "Mid-Season-Sale: bis zu 50 % Rabatt auf ausgewählte Artikel", url: "/sale" },
    scheduled: { text: "Neu eingetroffen: unsere Herbstkollektion für Kinder und Jugendliche", url: "/neuheiten" },
    ended: { text: "Black Week: bis zu 40 % Rabatt auf fast alles", url: "/sale" },
  },

  memberOffers: {
    live: {
      title: "10 % auf die Herbst-Neuheiten",
      text: "Dein Mitgliederrabatt gilt auch für alle Neuheiten. Sichere dir deine Lieblingsstücke, bevor sie ausverkauft sind.",
    },
    ended: { title: "Schulstart mit family", text: "Zum Schulstart bekamen Mitglieder 10 % auf alles für die Schule." },
  },

  settings: {
    siteTitle: "Little North – Kinderkleidung, Schuhe und Accessoires",
    siteDescription:
      "Kinder- und Jugendkleidung, Schuhe und Accessoires online kaufen bei Little North – mit kostenlosem Versand ab {69 EUR} und 60 Tagen Rückgaberecht.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Werde Mitglied bei family – spare 10 %",
      text: "Die Mitgliedschaft ist kostenlos: Du bekommst 10 % Rabatt, exklusive Mitgliederangebote, eine Geburtstagsüberraschung und früheren Zugang zum Sale.",
      cta: "Jetzt kostenlos Mitglied werden",
    },
  },
};

export default seed;
