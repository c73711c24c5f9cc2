import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "da",

  routes: ROUTES.da,

  labels: {
    boys: "Dreng",
    girls: "Pige",
    new: "Nyheder",
    sale: "Udsalg",
    categories: "Kategorier",
    brands: "Mærker",
    guides: "Guider",
    community: "Instashop",
    memberClub: "family – 10 % til medlemmer",
    customerService: "Kundeservice",
    legal: "Juridisk information",
    company: "Om Little North",
    followUs: "Følg os",
    paymentMethods: "Betalingsmetoder",
    faq: "Hjælpecenter",
    whistleblowing: "Whistleblowerordning",
    cookieSettings: "Cookieindstillinger",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Slim fit-jeans", slug: "slim-fit-jeans" },
    "jeans-regular": { name: "Regular fit-jeans", slug: "regular-fit-jeans" },
    "jeans-wide": { name: "Vide jeans", slug: "vide-jeans" },

    sweaters: { name: "Trøjer", slug: "trojer" },
    hoodies: { name: "Hættetrøjer", slug: "haettetrojer" },
    "hoodies-zip": { name: "Hættetrøjer med lynlås", slug: "haettetrojer-med-lynlas" },
    "hoodies-pullover": { name: "Hættetrøjer uden lynlås", slug: "haettetrojer-uden-lynlas" },
    sweatshirts: { name: "Sweatshirts", slug: "sweatshirts" },
    cardigans: { name: "Cardigans", slug: "cardigans" },
    knitwear: { name: "Striktrøjer", slug: "striktrojer" },

    outerwear: { name: "Overtøj", slug: "overtoj" },
    jackets: { name: "Jakker", slug: "jakker" },
    "winter-jackets": { name: "Vinterjakker", slug: "vinterjakker" },
    "transition-jackets": { name: "Overgangsjakker", slug: "overgangsjakker" },
    "rain-jackets": { name: "Regnjakker", slug: "regnjakker" },
    overalls: { name: "Flyverdragter og heldragter", slug: "flyverdragter-og-heldragter" },
    vests: { name: "Veste", slug: "veste" },
    rainwear: { name: "Regntøj", slug: "regntoj" },

    shoes: { name: "Sko", slug: "sko" },
    sneakers: { name: "Sneakers", slug: "sneakers" },
    "sneakers-low": { name: "Lave sneakers", slug: "lave-sneakers" },
    "sneakers-high": { name: "Høje sneakers", slug: "hoje-sneakers" },
    boots: { name: "Støvler", slug: "stovler" },
    "winter-boots": { name: "Vinterstøvler", slug: "vinterstovler" },
    "chelsea-boots": { name: "Chelsea-støvler", slug: "chelsea-stovler" },
    "rubber-boots": { name: "Gummistøvler", slug: "gummistovler" },
    sandals: { name: "Sandaler", slug: "sandaler" },
    slides: { name: "Badesandaler", slug: "badesandaler" },
    slippers: { name: "Hjemmesko", slug: "hjemmesko" },
    ballerinas: { name: "Ballerinasko", slug: "ballerinasko" },
    "dress-shoes": { name: "Pæne sko og loafers", slug: "paene-sko-og-loafers" },
    "sports-shoes": { name: "Sportssko", slug: "sportssko" },
    "first-shoes": { name: "Første sko", slug: "forste-sko" },

    "t-shirts": { name: "T-shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "Kortærmede T-shirts", slug: "kortaermede-t-shirts" },
    "t-shirts-long": { name: "Langærmede T-shirts", slug: "langaermede-t-shirts" },

    shirts: { name: "Skjorter", slug: "skjorter" },

    trousers: { name: "Bukser", slug: "bukser" },
    chinos: { name: "Chinos", slug: "chinos" },
    "cargo-trousers": { name: "Cargobukser", slug: "cargobukser" },
    joggers: { name: "Joggingbukser", slug: "joggingbukser" },

    shorts: { name: "Shorts", slug: "shorts" },
    dresses: { name: "Kjoler", slug: "kjoler" },
    skirts: { name: "Nederdele", slug: "nederdele" },
    "tops-blouses": { name: "Toppe og bluser", slug: "toppe-og-bluser" },
    "leggings-tights": { name: "Leggings og strømpebukser", slug: "leggings-og-strompebukser" },
    blazers: { name: "Blazere", slug: "blazere" },

    underwear: { name: "Undertøj", slug: "undertoj" },
    briefs: { name: "Trusser og boksershorts", slug: "trusser-og-boksershorts" },
    undershirts: { name: "Undertrøjer og toppe", slug: "undertrojer-og-toppe" },

    bras: { name: "BH'er", slug: "bh-er" },
    socks: { name: "Strømper", slug: "stromper" },
    swimwear: { name: "Badetøj", slug: "badetoj" },

    accessories: { name: "Tilbehør", slug: "tilbehor" },
    caps: { name: "Kasketter og huer", slug: "kasketter-og-huer" },
    bags: { name: "Tasker og rygsække", slug: "tasker-og-rygsaekke" },
    gloves: { name: "Handsker og luffer", slug: "handsker-og-luffer" },
    belts: { name: "Bælter", slug: "baelter" },

    "jewellery-hair": { name: "Smykker og hårpynt", slug: "smykker-og-harpynt" },
    training: { name: "Træningstøj", slug: "traeningstoj" },
    sleepwear: { name: "Nattøj", slug: "nattoj" },
    loungewear: { name: "Sweatsæt og hyggetøj", slug: "sweatsaet-og-hyggetoj" },
    "gift-cards": { name: "Gavekort", slug: "gavekort" },
  },

  inspo: {
    summerOutfits: { name: "Sommerens outfits", slug: "sommerens-outfits" },
    summerDresses: { name: "Sommerkjoler", slug: "sommerkjoler" },
  },

  pages: {
    memberClub: {
      slug: "medlemsklub",
      title: "family – vores medlemsklub",
      description:
        "Bliv gratis medlem af family, og få 10 % rabat, særlige medlemstilbud, en fødselsdagsoverraskelse og tidlig adgang til udsalget.",
      body: [
        { h2: "Velkommen i family" },
        {
          p: "Vores medlemsklub hedder family, og den er for alle, der handler børnetøj, sko og tilbehør hos Little North. Det er gratis at være med, og du får fordelene, fra den dag du melder dig ind.",
        },
        { h2: "Det får du som medlem" },
        {
          ul: [
            "10 % rabat på dine køb – rabatten trækkes automatisk, når du er logget ind",
            "Særlige medlemstilbud, som kun medlemmer får",
            "En lille fødselsdagsoverraskelse",
            "Tidlig adgang til udsalget, før det åbner for alle andre",
          ],
        },
        { h2: "Sådan bliver du medlem" },
        {
          ul: [
            "Opret en konto på littlenorth.shop med din e-mailadresse",
            "Indtast dit mobilnummer – det skal vi bruge til dit medlemskab",
            "Accepter medlemsbetingelserne for family",
            "Log ind, når du handler, så får du altid din medlemsrabat",
          ],
        },
        {
          p: "Du kan til enhver tid melde dig ud igen. Læs mere i vores medlemsbetingelser, eller skriv til os på service@littlenorth.shop, hvis du har spørgsmål.",
        },
      ],
    },

    contact: {
      slug: "kontakt",
      title: "Kontakt os",
      description:
        "Har du spørgsmål til en ordre, en returnering eller en størrelse? Skriv til vores kundeservice på e-mail eller i chatten på hverdage kl. 9–16.",
      body: [
        { h2: "Vi hjælper dig gerne" },
        {
          p: "Vores kundeservice sidder klar til at hjælpe med alt fra størrelser og levering til returneringer og dit medlemskab af family. Hav gerne dit ordrenummer klar, så kan vi hjælpe dig hurtigere.",
        },
        { h3: "Chat" },
        {
          p: "Du finder chatten nederst til højre på siden. Den er åben på hverdage kl. 9–16 (svensk tid, som er den samme som dansk tid).",
        },
        { h3: "E-mail" },
        { p: "Skriv til service@littlenorth.shop. Vi besvarer e-mails på hverdage og vender tilbage så hurtigt, vi kan." },
        { h3: "Postadresse" },
        { ul: ["Little North AB", "Storgatan 12", "411 38 Göteborg, Sverige", "Organisationsnummer: 559123-4567"] },
      ],
    },

    shipping: {
      slug: "levering",
      title: "Levering og fragt",
      description: "Fri fragt ved køb over {499 DKK} Vi leverer i hele Danmark på 2–5 hverdage.",
      body: [
        { h2: "Fri fragt over {499 DKK}" },
        {
          p: "Når du handler for over {499 DKK}, sender vi din ordre fragtfrit. Ved mindre ordrer kan du se fragtprisen i kurven, inden du betaler – så der er ingen overraskelser.",
        },
        { h2: "Leveringstid" },
        {
          p: "Vi leverer i hele Danmark på 2–5 hverdage. Leveringstiden regnes fra den dag, du har afgivet din ordre. I højsæsoner som Black Week og juletiden kan der gå en ekstra dag eller to.",
        },
        { h2: "Sådan følger du din pakke" },
        {
          ul: [
            "Du får en ordrebekræftelse på e-mail, lige når du har bestilt",
            "Når pakken er sendt, får du en mail med et link, så du kan følge den",
            "Du vælger selv leveringsmetode i kassen",
            "Du kan altid se status på din ordre under Min konto",
          ],
        },
        { h3: "Delte forsendelser" },
        {
          p: "En gang imellem sender vi en ordre i flere pakker. Så får du besked på e-mail for hver pakke, og det koster ikke noget ekstra.",
        },
      ],
    },

    returns: {
      slug: "returnering",
      title: "Returnering og 60 dages returret",
      description:
        "Du har 60 dages returret, og det er gratis at returnere. Registrer din returnering online, så får du pengene tilbage senest 14 dage efter, at varen er ankommet til vores lager.",
      body: [
        { h2: "60 dages returret – og gratis returnering" },
        {
          p: "Passer tøjet eller skoene ikke, kan du returnere dem inden for 60 dage, efter du har modtaget din pakke. Det er gratis at returnere, og du registrerer blot returneringen online. Du har naturligvis også den lovpligtige fortrydelsesret på 14 dage.",
        },
        { h2: "Sådan returnerer du" },
        {
          ul: [
            "Registrer din returnering online under Registrer returnering",
            "Vælg de varer, du vil sende retur",
            "Pak varerne godt ind, gerne i den emballage, de kom i",
            "Sæt returlabelen på pakken, og aflever den som anvist",
          ],
        },
        { h2: "Hvornår får jeg mine penge?" },
        {
          p: "Vi refunderer beløbet senest 14 dage efter, at din returnering er ankommet til vores lager. Pengene sendes tilbage på den samme betalingsmetode, som du brugte, da du handlede.",
        },
        { h3: "Undertøj og gavekort" },
        {
          p: "Af hygiejnehensyn kan undertøj kun returneres, hvis forseglingen eller mærkerne er ubrudte. Gavekort er ikke omfattet af 60 dages returret.",
        },
        {
          p: "Varerne skal være ubrugte, uvaskede og med mærkerne på. Prøv gerne skoene indendørs på et rent gulv, så de kan returneres, hvis de ikke passer.",
        },
      ],
    },

    registerReturn: {
      slug: "registrer-returnering",
      title: "Registrer en returnering",
      description:
        "Registrer din returnering online på få minutter. Det er gratis at returnere, og du får pengene tilbage senest 14 dage efter, at varen er ankommet til vores lager.",
      body: [
        { h2: "Sådan registrerer du din returnering" },
        {
          ul: [
            "1. Log ind på din konto, eller indtast dit ordrenummer og din e-mailadresse",
            "2. Vælg de varer, du vil returnere, og fortæl os gerne hvorfor",
            "3. Du får en gratis returlabel på e-mail",
            "4. Pak varerne, sæt labelen på pakken, og aflever den som anvist i mailen",
          ],
        },
        { h2: "Når pakken er sendt" },
        {
          p: "Du kan følge din returnering med linket i mailen. Når pakken er ankommet til vores lager, tjekker vi varerne og refunderer beløbet senest 14 dage efter ankomsten – på den samme betalingsmetode, som du brugte.",
        },
        { h3: "Husk" },
        {
          ul: [
            "Returneringen skal registreres inden for 60 dage efter, at du har modtaget pakken",
            "Varerne skal være ubrugte, uvaskede og have mærkerne på",
            "Undertøj kan kun returneres med ubrudt forsegling eller mærker",
            "Vil du bytte til en anden størrelse, returnerer du varen og bestiller den nye størrelse",
          ],
        },
        { p: "Har du brug for hjælp, så skriv til service@littlenorth.shop eller brug chatten på hverdage kl. 9–16." },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "mine-gavekort",
      title: "Mine gavekort",
      description: "Hvad du kan bruge et gavekort fra Little North til i vores webshop i dag.",
      body: [
        { p: "Har du fået et gavekort fra Little North? Her kan du læse, hvad du kan bruge det til i vores webshop lige nu." },
        { h2: "Betaling med gavekort" },
        {
          p: "Du kan endnu ikke betale med gavekort i vores webshop. Kassen har intet felt til gavekortkoder, så et gavekort kan ikke bruges til at betale en ordre på littlenorth.shop, hverken helt eller delvist.",
        },
        { h2: "Saldo og spørgsmål" },
        {
          p: "Saldoen på dit gavekort kan ikke ses på hjemmesiden eller under Mine sider. Har du spørgsmål til dit gavekort? Kontakt vores kundeservice på service@littlenorth.shop, og hav ordrenummeret eller gavekortet klar.",
        },
        { h2: "Godt at vide" },
        {
          ul: [
            "Et gavekort kan ikke ombyttes til kontanter og kan ikke returneres.",
            "Medlemsrabatten i family gælder ikke ved køb af gavekort.",
          ],
        },
      ],
    },

    purchaseTerms: {
      slug: "handelsbetingelser",
      title: "Handelsbetingelser",
      description:
        "Her kan du læse betingelserne for at handle hos Little North: priser, betaling, levering, returret og reklamation.",
      body: [
        { h2: "Sælger" },
        {
          p: "Webshoppen drives af Little North AB, Storgatan 12, 411 38 Göteborg, Sverige. Organisationsnummer 559123-4567, momsnummer SE559123456701. Du kan kontakte os på service@littlenorth.shop.",
        },
        { h2: "Priser, betaling og levering" },
        {
          p: "Alle priser er i danske kroner og inklusive 25 % moms. Du kan betale med betalingskort, MobilePay eller Klarna (faktura eller delbetaling).",
        },
        {
          p: "Vi leverer i hele Danmark på 2–5 hverdage. Fragten er gratis ved køb over {499 DKK} Ved mindre ordrer fremgår fragtprisen i kurven, før du betaler.",
        },
        { h2: "Fortrydelsesret og 60 dages returret" },
        {
          p: "Ud over den lovpligtige fortrydelsesret på 14 dage giver vi dig 60 dages returret fra den dag, du modtager varerne. Returnering er gratis og registreres online. Vi refunderer beløbet senest 14 dage efter, at returneringen er ankommet til vores lager. Undertøj kan kun returneres med ubrudt forsegling eller mærker, og gavekort er ikke omfattet af 60 dages returret.",
        },
        { h2: "Reklamation og klager" },
        {
          p: "Du har 2 års reklamationsret på fejl og mangler. Kontakt kundeservice med dit ordrenummer og gerne et billede af fejlen, så finder vi en løsning.",
        },
        {
          p: "Er du utilfreds, så kontakt os først – vi vil gerne løse det. Lykkes det ikke, kan du klage til Nævnenes Hus. Da vi er en svensk virksomhed, kan du også få gratis hjælp hos Forbruger Europa.",
        },
      ],
    },

    privacy: {
      slug: "privatlivspolitik",
      title: "Privatlivspolitik",
      description:
        "Sådan behandler Little North dine personoplysninger: hvilke oplysninger vi gemmer, hvorfor, hvor længe og hvilke rettigheder du har.",
      body: [
        { h2: "Dataansvarlig" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sverige (organisationsnummer 559123-4567) er dataansvarlig for de personoplysninger, vi behandler om dig. Har du spørgsmål, kan du skrive til service@littlenorth.shop.",
        },
        { h2: "Hvilke oplysninger vi behandler" },
        {
          ul: [
            "Navn, adresse, e-mailadresse og telefonnummer",
            "Ordrer, returneringer og din kontakt med kundeservice",
            "Medlemsoplysninger, hvis du er med i family, herunder dit mobilnummer",
            "Tekniske oplysninger som IP-adresse og cookies, hvis du har givet samtykke",
          ],
        },
        { p: "Vi gemmer aldrig dine kortoplysninger. Betalinger håndteres af vores betalingspartnere, fx Klarna og MobilePay." },
        { h2: "Hvorfor og hvor længe" },
        {
          p: "Vi bruger oplysningerne til at levere dine ordrer, håndtere returneringer, give dig dine medlemsfordele og – hvis du har sagt ja – sende dig nyhedsbreve. Ordre- og betalingsoplysninger gemmer vi så længe, bogføringsreglerne kræver, typisk 7 år. Medlemsoplysninger gemmer vi, så længe du er medlem, og sletter dem, når du melder dig ud.",
        },
        { h2: "Dine rettigheder" },
        {
          ul: [
            "Ret til indsigt i de oplysninger, vi har om dig",
            "Ret til at få forkerte oplysninger rettet",
            "Ret til at få dine oplysninger slettet",
            "Ret til begrænsning af behandlingen og til dataportabilitet",
            "Ret til at gøre indsigelse mod markedsføring og til at trække dit samtykke tilbage",
          ],
        },
        {
          p: "Du kan klage over vores behandling af dine oplysninger til Datatilsynet i Danmark eller til den svenske tilsynsmyndighed, Integritetsskyddsmyndigheden (IMY).",
        },
      ],
    },

    cookies: {
      slug: "cookiepolitik",
      title: "Cookiepolitik",
      description: "Læs, hvilke cookies vi bruger på littlenorth.shop, og hvordan du ændrer dit samtykke.",
      body: [
        { h2: "Hvad er cookies?" },
        {
          p: "Cookies er små tekstfiler, som gemmes i din browser, når du besøger vores webshop. De husker fx, hvad du har lagt i kurven, og hjælper os med at gøre siden bedre.",
        },
        { h2: "Nødvendige cookies" },
        { p: "De sørger for, at webshoppen virker: kurv, login, kassen og dine cookievalg. De kan ikke slås fra." },
        { h2: "Statistikcookies" },
        {
          p: "Med dit samtykke måler vi, hvordan siden bliver brugt – fx hvilke sider der besøges mest – så vi kan forbedre den. Oplysningerne er samlet og fortæller ikke, hvem du er.",
        },
        { h2: "Marketingcookies" },
        {
          p: "Med dit samtykke bruger vi og vores partnere cookies til at vise dig relevante annoncer på andre hjemmesider og sociale medier.",
        },
        { h2: "Sådan ændrer du dit samtykke" },
        {
          p: "Du kan til enhver tid ændre eller trække dit samtykke tilbage via linket Cookieindstillinger nederst på siden. Du kan også slette cookies i din browsers indstillinger.",
        },
      ],
    },

    membershipTerms: {
      slug: "medlemsbetingelser",
      title: "Medlemsbetingelser for family",
      description:
        "Betingelserne for medlemskab af family, Little Norths medlemsklub: gratis medlemskab, 10 % medlemsrabat og udmeldelse, når du vil.",
      body: [
        { h2: "Medlemskab" },
        {
          p: "Medlemsklubben family drives af Little North AB. Det er gratis at være medlem. Du bliver medlem ved at oprette en konto på littlenorth.shop, oplyse dit mobilnummer og acceptere disse betingelser.",
        },
        { h2: "Medlemsfordele" },
        {
          ul: [
            "10 % rabat på dine køb, når du er logget ind",
            "Særlige medlemstilbud",
            "En fødselsdagsoverraskelse",
            "Tidlig adgang til udsalg",
          ],
        },
        { p: "Vi kan ændre fordelene. Væsentlige ændringer giver vi dig besked om på e-mail, før de træder i kraft." },
        { h2: "Kommunikation" },
        {
          p: "Som medlem får du nyheder og medlemstilbud på e-mail. Du kan til enhver tid fravælge det via linket i mailen eller under Min konto – du er stadig medlem og får din rabat.",
        },
        { h2: "Udmeldelse" },
        {
          p: "Du kan melde dig ud når som helst under Min konto eller ved at skrive til service@littlenorth.shop. Når du melder dig ud, sletter vi dine medlemsoplysninger, bortset fra dem vi efter loven skal gemme, fx ordrer til bogføringen.",
        },
      ],
    },

    about: {
      slug: "om-os",
      title: "Om Little North",
      description:
        "Little North er en webshop med tøj, sko og tilbehør til børn og teenagere, med base i Göteborg og kunder i hele Norden og Europa.",
      body: [
        { h2: "Tøj til børn, der er på farten" },
        {
          p: "Little North sælger tøj, sko og tilbehør til børn og teenagere – fra de første sko til hættetrøjer, jeans og vinterjakker til skolegården. Vi vælger tøj, der kan holde til leg, vejr og mange vaske.",
        },
        { h2: "Hvem er vi?" },
        {
          p: "Vi er en svensk virksomhed, Little North AB, med kontor på Storgatan 12 i Göteborg. Vi sælger online i Sverige, Norge, Danmark, Finland, Holland, Tyskland, Frankrig og Polen – på hvert lands eget sprog.",
        },
        { h2: "Det lover vi dig" },
        {
          ul: [
            "Fri fragt ved køb over {499 DKK}",
            "60 dages returret og gratis returnering",
            "10 % rabat til medlemmer af family",
            "Kundeservice på e-mail og chat på hverdage kl. 9–16",
          ],
        },
      ],
    },

    influencer: {
      slug: "influencersamarbejde",
      title: "Samarbejde med influencere",
      description: "Laver du indhold om børn og familieliv? Læs, hvordan du kan samarbejde med Little North.",
      body: [
        { h2: "Vil du samarbejde med os?" },
        {
          p: "Vi samarbejder gerne med forældre og skabere, der deler hverdagen med børn på Instagram og andre sociale medier. Det vigtigste for os er, at dit indhold er ægte, og at dine følgere stoler på dig.",
        },
        { h2: "Det ser vi efter" },
        {
          ul: [
            "Indhold om børn, familieliv, tøj eller udeliv",
            "Engagerede følgere, gerne i Danmark",
            "Flotte billeder og en personlig tone",
            "Lyst til et længere samarbejde",
          ],
        },
        { h2: "Sådan søger du" },
        {
          p: 'Skriv til service@littlenorth.shop med emnet "Samarbejde". Fortæl kort om dig selv, og send et link til din profil. Vi svarer alle, der skriver, men kan desværre ikke indgå samarbejde med alle.',
        },
        {
          p: "Alle betalte samarbejder og gaver skal markeres tydeligt som reklame efter Forbrugerombudsmandens regler. Vi hjælper dig gerne med, hvordan du gør.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Fri fragt ved køb over {499 DKK}", link: "/page/levering", linkText: "Læs mere" },
    { key: "open-purchase", text: "60 dages returret – gratis returnering", link: "/page/returnering", linkText: "Sådan gør du" },
    {
      key: "sealed-package",
      text: "Undertøj returneres kun med ubrudt forsegling",
      link: "/page/returnering",
      linkText: "Læs mere",
    },
    { key: "member-discount", text: "10 % rabat til medlemmer af family", link: "/page/medlemsklub", linkText: "Bliv medlem" },
  ],

  washingAdvice: {
    title: "Vaskeråd",
    intro:
      "Børnetøj bliver vasket tit. Med de rigtige vaner holder det længere, ser pænere ud og kan gå videre til en lillesøster, en lillebror eller en ny familie.",
    tips: [
      "Følg altid vaskemærket, og vask ved så lav temperatur som muligt – 30 grader er nok til det meste hverdagstøj.",
      "Vend tøjet på vrangen før vask, så farver og tryk holder længere.",
      "Håndvask sarte stoffer som fint strik og blonder ved højst 40 grader med et mildt vaskemiddel.",
      "Luk lynlåse og burrebånd, så de ikke hiver fat i andet tøj i maskinen.",
      "Vask mørkt og lyst tøj hver for sig, især de første par gange.",
      "Brug ikke skyllemiddel til regntøj, funktionstøj og overtøj – det ødelægger stoffets egenskaber.",
      "Lad strik tørre liggende fladt, så det ikke trækker sig skævt.",
      "Luft tøjet i stedet for at vaske det, når det ikke er beskidt – især uld og overtøj.",
    ],
  },

  categoryInfo: {
    title: "Sådan måler du dit barns fod",
    text: [
      {
        p: "Det er nemmest at finde den rigtige størrelse, hvis du måler barnets fod derhjemme. Mål gerne om eftermiddagen, hvor foden er lidt større, og mål begge fødder – brug målet fra den største.",
      },
      {
        ul: [
          "Lad barnet stå op med hælen helt ind mod en væg og vægten fordelt på begge fødder",
          "Sæt et mærke ud for den længste tå på et stykke papir under foden",
          "Mål afstanden fra væggen til mærket i centimeter",
          "Læg ca. 1–1,5 cm til, så der er plads til at vokse og bevæge tæerne",
        ],
      },
      {
        p: "Sammenlign det samlede mål med størrelsesguiden på produktsiden. Ligger barnet mellem to størrelser, så vælg den største.",
      },
      { p: "Børns fødder vokser hurtigt, så mål gerne foden igen, hver gang I køber nye sko." },
    ],
  },

  banners: {
    live: { text: "Midsæsonudsalg: op til 50 % rabat på udvalgte varer", url: "/udsalg" },
    scheduled: { text: "Den nye efterårskollektion er landet – se nyhederne", url: "/nyheder" },
    ended: { text: "Black Week: op til 40 % rabat på overtøj og støvler", url: "/udsalg" },
  },

  memberOffers: {
    live: {
      title: "10 % på efterårets nyheder",
      text: "Din medlemsrabat gælder også alle nyheder. Find favoritterne, før de bliver udsolgt.",
    },
    ended: { title: "Skolestart med family", text: "Op til skolestart fik medlemmer 10 % på alt til skolen." },
  },

  settings: {
    siteTitle: "Little North – børnetøj, sko og tilbehør",
    siteDescription:
      "Tøj, sko og tilbehør til børn og teenagere med fri fragt over {499 DKK}, 60 dages returret og 10 % rabat til medlemmer af family.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Bliv medlem af family – få 10 %",
      text: "Meld dig gratis ind, og få 10 % rabat, særlige medlemstilbud, en fødselsdagsoverraskelse og tidlig adgang til udsalget.",
      cta: "Bliv medlem",
    },
  },
};

export default seed;
