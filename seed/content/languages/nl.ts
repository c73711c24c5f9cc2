import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "nl",

  routes: ROUTES.nl,

  labels: {
    boys: "Jongens",
    girls: "Meisjes",
    new: "Nieuw",
    sale: "Sale",
    categories: "Categorieën",
    brands: "Merken",
    guides: "Gidsen",
    community: "Instashop",
    memberClub: "family – 10% voor leden",
    customerService: "Klantenservice",
    legal: "Juridische informatie",
    company: "Over Little North",
    followUs: "Volg ons",
    paymentMethods: "Betaalmethoden",
    faq: "Veelgestelde vragen",
    whistleblowing: "Klokkenluidersregeling",
    cookieSettings: "Cookie-instellingen",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Slim fit jeans", slug: "slim-fit-jeans" },
    "jeans-regular": { name: "Regular fit jeans", slug: "regular-fit-jeans" },
    "jeans-wide": { name: "Wijde jeans", slug: "wijde-jeans" },

    sweaters: { name: "Truien en sweaters", slug: "truien-en-sweaters" },
    hoodies: { name: "Hoodies", slug: "hoodies" },
    "hoodies-zip": { name: "Hoodies met rits", slug: "hoodies-met-rits" },
    "hoodies-pullover": { name: "Hoodies zonder rits", slug: "hoodies-zonder-rits" },
    sweatshirts: { name: "Sweaters", slug: "sweaters" },
    cardigans: { name: "Vesten", slug: "vesten" },
    knitwear: { name: "Gebreide truien", slug: "gebreide-truien" },

    outerwear: { name: "Jassen en buitenkleding", slug: "jassen-en-buitenkleding" },
    jackets: { name: "Jassen", slug: "jassen" },
    "winter-jackets": { name: "Winterjassen", slug: "winterjassen" },
    "transition-jackets": { name: "Tussenjassen", slug: "tussenjassen" },
    "rain-jackets": { name: "Regenjassen", slug: "regenjassen" },
    overalls: { name: "Sneeuwpakken en overalls", slug: "sneeuwpakken-en-overalls" },
    vests: { name: "Bodywarmers", slug: "bodywarmers" },
    rainwear: { name: "Regenkleding", slug: "regenkleding" },

    shoes: { name: "Schoenen", slug: "schoenen" },
    sneakers: { name: "Sneakers", slug: "sneakers" },
    "sneakers-low": { name: "Lage sneakers", slug: "lage-sneakers" },
    "sneakers-high": { name: "Hoge sneakers", slug: "hoge-sneakers" },
    boots: { name: "Laarzen en boots", slug: "laarzen-en-boots" },
    "winter-boots": { name: "Winterlaarzen", slug: "winterlaarzen" },
    "chelsea-boots": { name: "Chelsea boots", slug: "chelsea-boots" },
    "rubber-boots": { name: "Regenlaarzen", slug: "regenlaarzen" },
    sandals: { name: "Sandalen", slug: "sandalen" },
    slides: { name: "Badslippers", slug: "badslippers" },
    slippers: { name: "Pantoffels", slug: "pantoffels" },
    ballerinas: { name: "Ballerina's", slug: "ballerinas" },
    "dress-shoes": { name: "Nette schoenen en loafers", slug: "nette-schoenen-en-loafers" },
    "sports-shoes": { name: "Sportschoenen", slug: "sportschoenen" },
    "first-shoes": { name: "Eerste loopschoentjes", slug: "eerste-loopschoentjes" },

    "t-shirts": { name: "T-shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "T-shirts met korte mouwen", slug: "t-shirts-korte-mouwen" },
    "t-shirts-long": { name: "T-shirts met lange mouwen", slug: "t-shirts-lange-mouwen" },

    shirts: { name: "Overhemden", slug: "overhemden" },

    trousers: { name: "Broeken", slug: "broeken" },
    chinos: { name: "Chino's", slug: "chinos" },
    "cargo-trousers": { name: "Cargobroeken", slug: "cargobroeken" },
    joggers: { name: "Joggingbroeken", slug: "joggingbroeken" },

    shorts: { name: "Korte broeken", slug: "korte-broeken" },
    dresses: { name: "Jurken", slug: "jurken" },
    skirts: { name: "Rokken", slug: "rokken" },
    "tops-blouses": { name: "Tops en blouses", slug: "tops-en-blouses" },
    "leggings-tights": { name: "Leggings en maillots", slug: "leggings-en-maillots" },
    blazers: { name: "Blazers", slug: "blazers" },

    underwear: { name: "Ondergoed", slug: "ondergoed" },
    briefs: { name: "Onderbroeken en boxers", slug: "onderbroeken-en-boxers" },
    undershirts: { name: "Hemdjes en onderhemden", slug: "hemdjes-en-onderhemden" },

    bras: { name: "Bh's", slug: "bhs" },
    socks: { name: "Sokken", slug: "sokken" },
    swimwear: { name: "Badkleding", slug: "badkleding" },

    accessories: { name: "Accessoires", slug: "accessoires" },
    caps: { name: "Petten en mutsen", slug: "petten-en-mutsen" },
    bags: { name: "Tassen en rugzakken", slug: "tassen-en-rugzakken" },
    gloves: { name: "Handschoenen en wanten", slug: "handschoenen-en-wanten" },
    belts: { name: "Riemen", slug: "riemen" },

    "jewellery-hair": { name: "Sieraden en haaraccessoires", slug: "sieraden-en-haaraccessoires" },
    training: { name: "Sportkleding", slug: "sportkleding" },
    sleepwear: { name: "Nachtkleding", slug: "nachtkleding" },
    loungewear: { name: "Joggingpakken", slug: "joggingpakken" },
    "gift-cards": { name: "Cadeaukaarten", slug: "cadeaukaarten" },
  },

  inspo: {
    summerOutfits: { slug: "zomeroutfits", name: "Zomeroutfits" },
    summerDresses: { slug: "zomerjurken", name: "Zomerjurken" },
  },

  pages: {
    memberClub: {
      slug: "ledenclub",
      title: "family – de ledenclub van Little North",
      description:
        "Word gratis lid van family en krijg 10% korting, exclusieve ledenaanbiedingen, een verjaardagsverrassing en als eerste toegang tot de sale.",
      body: [
        {
          p: "family is de ledenclub van Little North voor iedereen die kleding, schoenen en accessoires voor kinderen en tieners koopt. Lid worden is gratis en je zit nergens aan vast.",
        },
        { h2: "Dit krijg je als lid" },
        {
          ul: [
            "10% ledenkorting op je aankopen",
            "Exclusieve aanbiedingen, alleen voor leden",
            "Een verrassing rond de verjaardag van je kind",
            "Als eerste toegang tot onze sale, nog voordat die voor iedereen begint",
          ],
        },
        { h2: "Zo word je lid" },
        {
          ul: [
            "Maak een account aan op littlenorth.shop of tijdens het afrekenen.",
            "Vul je gegevens in, inclusief je mobiele telefoonnummer – dat hebben we nodig voor je lidmaatschap.",
            "Ga akkoord met de lidmaatschapsvoorwaarden van family.",
            "Klaar! Log in bij je volgende bestelling, dan wordt je ledenkorting automatisch verrekend.",
          ],
        },
        { h3: "Geen lid meer willen zijn?" },
        {
          p: "Je kunt je lidmaatschap op elk moment opzeggen via Mijn account of door een e-mail te sturen naar service@littlenorth.shop. Meer informatie vind je in de lidmaatschapsvoorwaarden.",
        },
      ],
    },

    contact: {
      slug: "contact",
      title: "Contact met de klantenservice",
      description:
        "Vragen over je bestelling, een retour of je lidmaatschap? Onze klantenservice helpt je op werkdagen van 9.00 tot 16.00 uur via e-mail en chat.",
      body: [
        {
          p: "Heb je een vraag over je bestelling, een maat, een retour of je family-lidmaatschap? We helpen je graag. Kijk ook even bij de veelgestelde vragen: daar staat het antwoord vaak al.",
        },
        { h2: "Zo bereik je ons" },
        {
          ul: [
            "E-mail: service@littlenorth.shop – we reageren meestal binnen één werkdag.",
            "Chat: op werkdagen van 9.00 tot 16.00 uur (Nederlandse tijd) via de chatknop rechtsonder op de website.",
          ],
        },
        { h3: "Heb je je ordernummer bij de hand?" },
        {
          p: "Vermeld bij vragen over een bestelling altijd je ordernummer. Dat vind je in de orderbevestiging die je per e-mail hebt ontvangen. Zo kunnen we je sneller helpen.",
        },
        { h2: "Bedrijfsgegevens" },
        {
          ul: [
            "Little North AB",
            "Storgatan 12, 411 38 Göteborg, Zweden",
            "Organisatienummer: 559123-4567",
            "Btw-nummer: SE559123456701",
          ],
        },
        {
          p: "Let op: dit is geen winkeladres en je kunt hier geen retourzendingen afgeven. Retourneren doe je via ons online retourformulier.",
        },
      ],
    },

    shipping: {
      slug: "verzending",
      title: "Verzending en levering",
      description: "Bestellingen in Nederland worden binnen 3–6 werkdagen bezorgd. Vanaf {69 EUR} verzenden we gratis.",
      body: [
        { h2: "Levertijd" },
        {
          p: "We versturen je bestelling vanuit ons magazijn in Zweden. In Nederland ligt je pakket binnen 3–6 werkdagen bij je thuis. In drukke periodes, zoals tijdens de sale of Black Week, kan het soms een dag langer duren.",
        },
        { h2: "Verzendkosten" },
        {
          ul: [
            "Gratis verzending bij bestellingen vanaf {69 EUR}",
            "Bij bestellingen onder {69 EUR} betaal je {4,95 EUR} verzendkosten",
            "De verzendkosten zie je altijd in je winkelmandje, voordat je afrekent",
          ],
        },
        { h2: "Je pakket volgen" },
        {
          p: "Zodra je bestelling onderweg is, ontvang je een e-mail met een track-and-trace-code. Daarmee kun je precies zien waar je pakket is en wanneer het wordt bezorgd.",
        },
        { h3: "Niet thuis?" },
        {
          p: "Ben je niet thuis bij de bezorging, dan laat de bezorger een bericht achter. Je pakket wordt dan opnieuw aangeboden of bij een afhaalpunt in de buurt afgeleverd.",
        },
        { h3: "Deellevering" },
        {
          p: "Soms versturen we een bestelling in meer dan één pakket. Je betaalt dan niet extra: de verzendkosten reken je maar één keer.",
        },
      ],
    },

    returns: {
      slug: "retourneren",
      title: "Retourneren en ruilen",
      description:
        "Bij Little North heb je 60 dagen retourrecht en retourneren is gratis. Je geld staat binnen 14 dagen na ontvangst in ons magazijn weer op je rekening.",
      body: [
        {
          p: "Past het niet of valt het toch anders uit dan verwacht? Geen probleem. Bij ons heb je 60 dagen retourrecht, gerekend vanaf de dag dat je je pakket ontvangt. Retourneren is altijd gratis.",
        },
        { h2: "Zo werkt retourneren" },
        {
          ul: [
            "Meld je retour online aan via ons retourformulier met je ordernummer en e-mailadres.",
            "Kies welke artikelen je terugstuurt en waarom.",
            "Je ontvangt een gratis retourlabel per e-mail.",
            "Verpak de artikelen goed, plak het label op het pakket en lever het in bij een afgiftepunt.",
            "Binnen 14 dagen nadat je retour in ons magazijn is aangekomen, betalen we je terug.",
          ],
        },
        { h2: "Voorwaarden" },
        {
          p: "Artikelen moeten ongedragen en ongewassen zijn, met de labels er nog aan. Probeer kleding en schoenen gerust thuis even aan – binnen, en liefst op een schone vloer.",
        },
        { h3: "Ondergoed" },
        {
          p: "Om hygiënische redenen kun je ondergoed alleen retourneren als de verpakking nog gesloten is en de hygiënezegel of de labels nog intact zijn. Voor ondergoed geldt het retourrecht van 60 dagen niet.",
        },
        { h3: "Cadeaukaarten" },
        { p: "Voor cadeaukaarten geldt het retourrecht van 60 dagen niet." },
        { h2: "Terugbetaling" },
        {
          p: "We betalen het bedrag terug via dezelfde betaalmethode die je bij je bestelling hebt gebruikt. Heb je met Klarna achteraf betaald, dan wordt je factuur aangepast. Ruilen voor een andere maat? Retourneer het artikel en plaats een nieuwe bestelling, dan heb je het snelst de juiste maat in huis.",
        },
      ],
    },

    registerReturn: {
      slug: "retour-aanmelden",
      title: "Retour aanmelden",
      description: "Meld je retour eenvoudig online aan en ontvang direct een gratis retourlabel.",
      body: [
        {
          p: "Je meldt een retour in een paar minuten online aan. Retourneren is gratis en je hebt 60 dagen de tijd, gerekend vanaf de dag dat je je pakket ontvangt.",
        },
        { h2: "Stap voor stap" },
        {
          ul: [
            "Vul hieronder je ordernummer en het e-mailadres in dat je bij je bestelling hebt gebruikt.",
            "Selecteer de artikelen die je wilt terugsturen en geef de reden op.",
            "Bevestig je retour: je ontvangt het gratis retourlabel per e-mail.",
            "Doe de artikelen in de originele verpakking of een andere stevige doos of zak.",
            "Plak het retourlabel op het pakket en lever het in bij een afgiftepunt. Bewaar je afgiftebewijs.",
          ],
        },
        { h2: "Wat gebeurt er daarna?" },
        {
          p: "Zodra je pakket in ons magazijn is aangekomen, controleren we de artikelen. Binnen 14 dagen na aankomst betalen we het bedrag terug via je oorspronkelijke betaalmethode. Je krijgt een e-mail zodra de terugbetaling is verwerkt.",
        },
        { h3: "Goed om te weten" },
        {
          p: "Ondergoed kun je alleen retourneren als de hygiënezegel of de labels nog intact zijn. Cadeaukaarten kun je niet retourneren.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "mijn-cadeaukaarten",
      title: "Mijn cadeaukaarten",
      description: "Wat je vandaag in onze webshop kunt doen met een cadeaukaart van Little North.",
      body: [
        {
          p: "Heb je een cadeaukaart van Little North gekregen? Hier lees je wat je er op dit moment in onze webshop mee kunt doen.",
        },
        { h2: "Betalen met een cadeaukaart" },
        {
          p: "In onze webshop kun je nog niet met een cadeaukaart betalen. Bij het afrekenen is er geen veld voor een cadeaukaartcode, dus je kunt een bestelling op littlenorth.shop niet met een cadeaukaart betalen, niet helemaal en ook niet gedeeltelijk.",
        },
        { h2: "Saldo en vragen" },
        {
          p: "Het saldo van je cadeaukaart kun je niet bekijken op de website of bij Mijn pagina's. Heb je vragen over je cadeaukaart? Neem contact op met onze klantenservice via service@littlenorth.shop en houd je bestelnummer of de cadeaukaart bij de hand.",
        },
        { h2: "Goed om te weten" },
        {
          ul: [
            "Een cadeaukaart kan niet worden ingewisseld voor geld en kan niet worden geretourneerd.",
            "De family-ledenkorting geldt niet bij de aankoop van cadeaukaarten.",
          ],
        },
      ],
    },

    purchaseTerms: {
      slug: "algemene-voorwaarden",
      title: "Algemene voorwaarden",
      description:
        "De voorwaarden die gelden wanneer je bestelt bij Little North: prijzen, betalen, levering, retourneren en klachten.",
      body: [
        { h2: "Wie zijn wij" },
        {
          p: "De webshop littlenorth.shop wordt beheerd door Little North AB, Storgatan 12, 411 38 Göteborg, Zweden (organisatienummer 559123-4567, btw-nummer SE559123456701). Je bereikt ons via service@littlenorth.shop of via de chat, op werkdagen van 9.00 tot 16.00 uur.",
        },
        { h2: "Bestellen en prijzen" },
        {
          p: "Alle prijzen zijn in euro en inclusief btw. De koopovereenkomst komt tot stand zodra je de orderbevestiging per e-mail van ons ontvangt. Kennelijke fouten in prijzen of productinformatie binden ons niet; in dat geval nemen we contact met je op.",
        },
        { h2: "Betalen" },
        {
          p: "Je kunt betalen met iDEAL, met een creditcard of debitcard en met Klarna (achteraf betalen of in termijnen). Bij Klarna gelden daarnaast de voorwaarden van Klarna.",
        },
        { h2: "Levering" },
        {
          p: "We leveren in Nederland binnen 3–6 werkdagen. Vanaf {69 EUR} is verzending gratis; daaronder betaal je {4,95 EUR}. Het risico van verlies of beschadiging gaat op jou over zodra je het pakket hebt ontvangen.",
        },
        { h2: "Retourrecht" },
        {
          p: "Volgens de wet heb je 14 dagen bedenktijd. Bij Little North krijg je ruimer de tijd: 60 dagen retourrecht vanaf de dag van ontvangst, en retourneren is gratis. Je meldt je retour online aan. We betalen je binnen 14 dagen na aankomst van de retour in ons magazijn terug. Ondergoed kan alleen worden geretourneerd als de hygiënezegel of de labels intact zijn; cadeaukaarten zijn uitgesloten van het retourrecht van 60 dagen.",
        },
        { h2: "Klachten en garantie" },
        {
          p: "Je hebt altijd recht op een product dat doet wat je ervan mag verwachten (wettelijke garantie). Is er iets mis met een artikel, meld het dan zo snel mogelijk, bij voorkeur binnen twee maanden nadat je het gebrek hebt ontdekt, via service@littlenorth.shop. Stuur het liefst een foto mee. We zoeken samen naar een oplossing: herstel, vervanging of terugbetaling.",
        },
        { h2: "Toepasselijk recht" },
        {
          p: "Op deze voorwaarden is Zweeds recht van toepassing. Als consument in Nederland behoud je altijd de bescherming van de dwingende regels van het Nederlandse consumentenrecht.",
        },
      ],
    },

    privacy: {
      slug: "privacyverklaring",
      title: "Privacyverklaring",
      description:
        "Hoe Little North omgaat met je persoonsgegevens: welke gegevens we verwerken, waarom, hoe lang we ze bewaren en welke rechten je hebt onder de AVG.",
      body: [
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Zweden, is verantwoordelijk voor de verwerking van je persoonsgegevens. We gaan zorgvuldig met je gegevens om en houden ons aan de Algemene verordening gegevensbescherming (AVG).",
        },
        { h2: "Welke gegevens we verwerken" },
        {
          ul: [
            "Naam, adres, e-mailadres en telefoonnummer, om je bestelling te verwerken en te bezorgen",
            "Bestel- en retourgeschiedenis, voor klantenservice, retouren en je family-lidmaatschap",
            "Betaalgegevens, die worden verwerkt door onze betaalpartners zoals Klarna; wij slaan geen volledige kaartgegevens op",
            "Je mobiele telefoonnummer en voorkeuren als je lid bent van family",
            "Gegevens over je gebruik van de website via cookies, als je daar toestemming voor geeft",
          ],
        },
        { h2: "Waarom we je gegevens gebruiken" },
        {
          p: "We gebruiken je gegevens om je bestelling uit te voeren, je lidmaatschap te beheren, je vragen te beantwoorden, aan wettelijke verplichtingen te voldoen en – alleen met je toestemming – om je nieuwsbrieven en persoonlijke aanbiedingen te sturen. Je kunt je op elk moment afmelden via de link onderaan elke e-mail.",
        },
        { h2: "Hoe lang we je gegevens bewaren" },
        {
          p: "Ordergegevens bewaren we zo lang als de boekhoudwetgeving voorschrijft, maximaal 7 jaar. Accountgegevens en ledengegevens bewaren we zolang je een account hebt of lid bent van family; na opzegging verwijderen we ze, behalve wat we wettelijk moeten bewaren. Gegevens voor marketing bewaren we tot je je toestemming intrekt.",
        },
        { h2: "Je rechten" },
        {
          ul: [
            "Recht op inzage in de gegevens die we van je hebben",
            "Recht op correctie van onjuiste gegevens",
            "Recht op verwijdering van je gegevens",
            "Recht op beperking van de verwerking en recht van bezwaar",
            "Recht op overdraagbaarheid van je gegevens",
            "Recht om je toestemming op elk moment in te trekken",
          ],
        },
        {
          p: "Wil je gebruikmaken van je rechten of heb je een vraag over privacy? Mail naar service@littlenorth.shop. Ben je niet tevreden over hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de Autoriteit Persoonsgegevens of bij de Zweedse toezichthouder IMY.",
        },
      ],
    },

    cookies: {
      slug: "cookiebeleid",
      title: "Cookiebeleid",
      description:
        "Welke cookies Little North gebruikt, waarvoor, en hoe je je toestemming op elk moment aanpast via de cookie-instellingen.",
      body: [
        {
          p: "Een cookie is een klein tekstbestand dat op je computer, tablet of telefoon wordt opgeslagen als je onze website bezoekt. We gebruiken cookies zodat de webshop goed werkt, om hem te verbeteren en – als je dat goedvindt – om je relevante aanbiedingen te laten zien.",
        },
        { h2: "Welke cookies we gebruiken" },
        { h3: "Noodzakelijke cookies" },
        {
          p: "Deze cookies zijn nodig om de website te laten werken: ze onthouden bijvoorbeeld wat er in je winkelmandje zit, houden je ingelogd en zorgen dat het afrekenen veilig verloopt. Hiervoor vragen we geen toestemming.",
        },
        { h3: "Analytische cookies" },
        {
          p: "Met analytische cookies zien we hoe bezoekers de website gebruiken, bijvoorbeeld welke pagina's veel worden bekeken. Zo kunnen we de webshop verbeteren. We plaatsen ze alleen met je toestemming.",
        },
        { h3: "Marketingcookies" },
        {
          p: "Marketingcookies gebruiken we, samen met onze advertentiepartners, om je advertenties te laten zien die aansluiten bij je interesses, ook op andere websites en sociale media. Ook deze plaatsen we alleen met je toestemming.",
        },
        { h2: "Je toestemming aanpassen" },
        {
          p: "Je kiest zelf welke cookies je accepteert. Wil je je keuze wijzigen of je toestemming intrekken? Klik onderaan elke pagina op 'Cookie-instellingen' en pas je voorkeuren aan. Je kunt cookies ook verwijderen via de instellingen van je browser.",
        },
      ],
    },

    membershipTerms: {
      slug: "lidmaatschapsvoorwaarden",
      title: "Lidmaatschapsvoorwaarden family",
      description:
        "De voorwaarden van family, de gratis ledenclub van Little North: 10% ledenkorting, ledenaanbiedingen en hoe je je lidmaatschap opzegt.",
      body: [
        { h2: "Lid worden" },
        {
          p: "Het lidmaatschap van family is gratis. Je wordt lid door een account aan te maken op littlenorth.shop, je mobiele telefoonnummer op te geven en akkoord te gaan met deze lidmaatschapsvoorwaarden. Het lidmaatschap is persoonlijk en kan niet worden overgedragen.",
        },
        { h2: "Voordelen" },
        {
          ul: [
            "10% ledenkorting op je aankopen, automatisch verrekend als je bent ingelogd",
            "Exclusieve aanbiedingen voor leden",
            "Een verjaardagsverrassing",
            "Eerder toegang tot de sale",
          ],
        },
        {
          p: "De ledenkorting geldt niet voor de aankoop van cadeaukaarten. Little North mag de voordelen van family wijzigen; over belangrijke wijzigingen informeren we je vooraf per e-mail.",
        },
        { h2: "Communicatie" },
        {
          p: "Als lid ontvang je berichten over je ledenvoordelen per e-mail en sms. Je kunt je voor deze berichten op elk moment afmelden, zonder dat je je lidmaatschap opzegt.",
        },
        { h2: "Opzeggen" },
        {
          p: "Je kunt je lidmaatschap op elk moment en kosteloos opzeggen via Mijn account of door een e-mail te sturen naar service@littlenorth.shop. Na opzegging vervallen je ledenvoordelen en verwijderen we je ledengegevens, behalve de gegevens die we wettelijk moeten bewaren.",
        },
        { h2: "Persoonsgegevens" },
        {
          p: "We verwerken je gegevens volgens onze privacyverklaring. Daarin lees je welke gegevens we gebruiken, hoe lang we ze bewaren en welke rechten je hebt.",
        },
      ],
    },

    about: {
      slug: "over-ons",
      title: "Over Little North",
      description:
        "Little North is een webshop uit Göteborg voor kinder- en tienerkleding, schoenen en accessoires, met levering in acht Europese landen.",
      body: [
        {
          p: "Little North is een online winkel voor kleding, schoenen en accessoires voor kinderen en tieners. We zitten in Göteborg, aan de Zweedse westkust, en leveren aan gezinnen in Zweden, Noorwegen, Denemarken, Finland, Nederland, Duitsland, Frankrijk en Polen.",
        },
        { h2: "Waar we voor staan" },
        {
          p: "Kinderen rennen, klimmen, spelen buiten en groeien snel. Daarom kiezen we kleding en schoenen die tegen een stootje kunnen, lekker zitten en bij het weer passen – van regenpakken en winterlaarzen tot zomerjurken en sneakers. Functioneel, met Scandinavisch gevoel voor eenvoud.",
        },
        { h2: "Makkelijk winkelen voor ouders" },
        {
          ul: [
            "Gratis verzending vanaf {69 EUR}",
            "60 dagen retourrecht en gratis retourneren",
            "Betalen met iDEAL, creditcard of Klarna",
            "10% korting voor leden van family",
            "Klantenservice via e-mail en chat op werkdagen van 9.00 tot 16.00 uur",
          ],
        },
        { h2: "Bedrijfsgegevens" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Zweden. Organisatienummer 559123-4567, btw-nummer SE559123456701.",
        },
      ],
    },

    influencer: {
      slug: "samenwerken-met-influencers",
      title: "Samenwerken met Little North",
      description:
        "Maak je content over gezinsleven, kinderen of mode? Lees hoe je samenwerkt met Little North als influencer of contentmaker.",
      body: [
        {
          p: "We werken graag samen met ouders, gezinnen en contentmakers die net als wij houden van mooie, praktische kinderkleding. Of je nu een groot bereik hebt of een kleinere, betrokken volgersgroep: echte verhalen en mooie beelden zijn voor ons het belangrijkst.",
        },
        { h2: "Wat we zoeken" },
        {
          ul: [
            "Contentmakers met een actief account op Instagram, TikTok of YouTube",
            "Content over gezinsleven, kinderen, mode of buiten spelen",
            "Een eigen stijl en een betrokken publiek",
            "Woonachtig in een van de landen waar we leveren",
          ],
        },
        { h2: "Zo werkt een samenwerking" },
        {
          p: "We stemmen elke samenwerking persoonlijk met je af. Dat kan een productsamenwerking zijn, een betaalde campagne of een persoonlijke kortingscode voor je volgers. Gesponsorde berichten moeten altijd duidelijk als reclame herkenbaar zijn, zoals de Reclamecode Social Media voorschrijft.",
        },
        { h2: "Aanmelden" },
        {
          p: "Stuur een e-mail naar service@littlenorth.shop met als onderwerp 'Samenwerking', een link naar je account(s), je aantal volgers en een korte introductie. We lezen elke aanmelding en nemen contact op als er een match is.",
        },
        { h3: "Deel je look" },
        {
          p: "Ook zonder samenwerking zien we graag hoe jullie Little North dragen. Tag ons op Instagram: met wat geluk verschijnt jouw foto in onze Instashop.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Gratis verzending vanaf {69 EUR}", link: "/page/verzending", linkText: "Lees meer" },
    { key: "open-purchase", text: "60 dagen retourrecht – gratis retourneren", link: "/page/retourneren", linkText: "Lees meer" },
    {
      key: "sealed-package",
      text: "Ondergoed retour alleen met intacte hygiënezegel",
      link: "/page/retourneren",
      linkText: "Lees meer",
    },
    { key: "member-discount", text: "Word lid van family en krijg 10% korting", link: "/page/ledenclub", linkText: "Word lid" },
  ],

  washingAdvice: {
    title: "Wasadvies",
    intro:
      "Met de juiste verzorging blijven kinderkleren langer mooi, houden ze hun kleur en pasvorm en kunnen ze daarna nog door naar een broertje, zusje of vriendje. Kijk altijd eerst op het waslabel en houd deze tips aan.",
    tips: [
      "Lees altijd eerst het waslabel: daar staat op hoeveel graden en hoe je het kledingstuk mag wassen.",
      "Was delicate kleding, zoals wol en fijne breisels, met de hand op maximaal 40 graden.",
      "Keer kleding binnenstebuiten voor het wassen; zo blijven kleuren en prints langer mooi.",
      "Sluit ritsen en klittenband, zodat andere kleding niet beschadigd raakt.",
      "Was donkere en lichte kleuren apart, vooral de eerste paar keer.",
      "Gebruik niet te veel wasmiddel en liever geen wasverzachter: dat is beter voor de stof en het milieu.",
      "Laat kleding bij voorkeur aan de lucht drogen en gebruik de droger alleen als het label dat toestaat.",
      "Behandel vlekken zo snel mogelijk met koud water en een beetje zeep, en wrijf niet te hard.",
    ],
  },

  categoryInfo: {
    title: "Zo meet je de voet van je kind",
    text: [
      {
        p: "Kinderschoenen moeten goed passen, en kindervoeten groeien snel. Meet daarom voor elke nieuwe bestelling de voeten opnieuw op. Dat doe je het makkelijkst 's middags, want dan zijn voeten iets dikker dan 's ochtends.",
      },
      { h3: "Stap voor stap" },
      {
        ul: [
          "Leg een vel papier op de vloer tegen een muur.",
          "Laat je kind erop staan, met de hiel tegen de muur en het gewicht op beide voeten.",
          "Zet een streepje bij de punt van de langste teen.",
          "Meet de afstand van de muur tot het streepje in centimeters.",
          "Meet beide voeten en ga uit van de langste.",
        ],
      },
      { h3: "Vergeet de groeiruimte niet" },
      {
        p: "Tel ongeveer 1 tot 1,5 cm op bij de gemeten voetlengte. Zo heeft je kind genoeg ruimte om te lopen en te groeien. Vergelijk deze lengte met de binnenmaat in de maattabel van de schoen.",
      },
    ],
  },

  banners: {
    live: { text: "Midseason sale: tot 50% korting op kinderkleding en schoenen", url: "/sale" },
    scheduled: { text: "De nieuwe herfstcollectie is binnen – ontdek de nieuwkomers", url: "/nieuwkomers" },
    ended: { text: "Black Week: tot 40% korting op bijna alles", url: "/sale" },
  },

  memberOffers: {
    live: {
      title: "10 % op de nieuwe herfstcollectie",
      text: "Je ledenkorting geldt ook voor alle nieuwkomers. Vind je favorieten voordat ze op zijn.",
    },
    ended: { title: "Terug naar school met family", text: "Voor het nieuwe schooljaar kregen leden 10 % op alles voor school." },
  },

  settings: {
    siteTitle: "Little North – kinderkleding, schoenen en accessoires",
    siteDescription:
      "Kleding, schoenen en accessoires voor kinderen en tieners, met gratis verzending vanaf {69 EUR} en 60 dagen retourrecht.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Word lid van family",
      text: "Word gratis lid en krijg 10% korting, exclusieve ledenaanbiedingen, een verjaardagsverrassing en als eerste toegang tot de sale.",
      cta: "Word lid van family – krijg 10%",
    },
  },
};

export default seed;
