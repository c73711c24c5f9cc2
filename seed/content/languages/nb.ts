import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "nb",
  routes: ROUTES.nb,
  labels: {
    boys: "Gutt",
    girls: "Jente",
    new: "Nyheter",
    sale: "Salg",
    categories: "Kategorier",
    brands: "Merker",
    guides: "Guider",
    community: "Instashop",
    memberClub: "family – 10 % for medlemmer",
    customerService: "Kundeservice",
    legal: "Juridisk informasjon",
    company: "Om Little North",
    followUs: "Følg oss",
    paymentMethods: "Betalingsmåter",
    faq: "Hjelpesenter",
    whistleblowing: "Varslingskanal",
    cookieSettings: "Innstillinger for informasjonskapsler",
  },
  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Smale jeans", slug: "smale-jeans" },
    "jeans-regular": { name: "Jeans med normal passform", slug: "jeans-med-normal-passform" },
    "jeans-wide": { name: "Vide jeans", slug: "vide-jeans" },
    sweaters: { name: "Gensere", slug: "gensere" },
    hoodies: { name: "Hettegensere", slug: "hettegensere" },
    "hoodies-zip": { name: "Hettejakker med glidelås", slug: "hettejakker-med-glidelas" },
    "hoodies-pullover": { name: "Hettegensere uten glidelås", slug: "hettegensere-uten-glidelas" },
    sweatshirts: { name: "Collegegensere", slug: "collegegensere" },
    cardigans: { name: "Cardigans", slug: "cardigans" },
    knitwear: { name: "Strikkegensere", slug: "strikkegensere" },
    outerwear: { name: "Yttertøy", slug: "yttertoy" },
    jackets: { name: "Jakker", slug: "jakker" },
    "winter-jackets": { name: "Vinterjakker", slug: "vinterjakker" },
    "transition-jackets": { name: "Vår- og høstjakker", slug: "var-og-hostjakker" },
    "rain-jackets": { name: "Regnjakker", slug: "regnjakker" },
    overalls: { name: "Heldresser og vinterdresser", slug: "heldresser-og-vinterdresser" },
    vests: { name: "Vester", slug: "vester" },
    rainwear: { name: "Regntøy", slug: "regntoy" },
    shoes: { name: "Sko", slug: "sko" },
    sneakers: { name: "Joggesko", slug: "joggesko" },
    "sneakers-low": { name: "Lave joggesko", slug: "lave-joggesko" },
    "sneakers-high": { name: "Høye joggesko", slug: "hoye-joggesko" },
    boots: { name: "Støvler", slug: "stovler" },
    "winter-boots": { name: "Vinterstøvler", slug: "vinterstovler" },
    "chelsea-boots": { name: "Chelseastøvletter", slug: "chelseastovletter" },
    "rubber-boots": { name: "Gummistøvler", slug: "gummistovler" },
    sandals: { name: "Sandaler", slug: "sandaler" },
    slides: { name: "Badesandaler", slug: "badesandaler" },
    slippers: { name: "Tøfler", slug: "tofler" },
    ballerinas: { name: "Ballerinasko", slug: "ballerinasko" },
    "dress-shoes": { name: "Pensko og mokasiner", slug: "pensko-og-mokasiner" },
    "sports-shoes": { name: "Sportssko", slug: "sportssko" },
    "first-shoes": { name: "Første sko", slug: "forste-sko" },
    "t-shirts": { name: "T-skjorter", slug: "t-skjorter" },
    "t-shirts-short": { name: "Kortermede T-skjorter", slug: "kortermede-t-skjorter" },
    "t-shirts-long": { name: "Langermede T-skjorter", slug: "langermede-t-skjorter" },
    shirts: { name: "Skjorter", slug: "skjorter" },
    trousers: { name: "Bukser", slug: "bukser" },
    chinos: { name: "Chinos", slug: "chinos" },
    "cargo-trousers": { name: "Cargobukser", slug: "cargobukser" },
    joggers: { name: "Joggebukser", slug: "joggebukser" },
    shorts: { name: "Shorts", slug: "shorts" },
    dresses: { name: "Kjoler", slug: "kjoler" },
    skirts: { name: "Skjørt", slug: "skjort" },
    "tops-blouses": { name: "Topper og bluser", slug: "topper-og-bluser" },
    "leggings-tights": { name: "Leggings og strømpebukser", slug: "leggings-og-strompebukser" },
    blazers: { name: "Blazere", slug: "blazere" },
    underwear: { name: "Undertøy", slug: "undertoy" },
    briefs: { name: "Truser og boksere", slug: "truser-og-boksere" },
    undershirts: { name: "Undertrøyer og singleter", slug: "undertroyer-og-singleter" },
    bras: { name: "BH-er", slug: "bh-er" },
    socks: { name: "Sokker", slug: "sokker" },
    swimwear: { name: "Badetøy", slug: "badetoy" },
    accessories: { name: "Tilbehør", slug: "tilbehor" },
    caps: { name: "Capser og luer", slug: "capser-og-luer" },
    bags: { name: "Vesker og ryggsekker", slug: "vesker-og-ryggsekker" },
    gloves: { name: "Hansker og votter", slug: "hansker-og-votter" },
    belts: { name: "Belter", slug: "belter" },
    "jewellery-hair": { name: "Smykker og hårpynt", slug: "smykker-og-harpynt" },
    training: { name: "Treningstøy", slug: "treningstoy" },
    sleepwear: { name: "Nattøy", slug: "nattoy" },
    loungewear: { name: "Joggedresser", slug: "joggedresser" },
    "gift-cards": { name: "Gavekort", slug: "gavekort" },
  },
  inspo: {
    summerOutfits: { name: "Sommerantrekk", slug: "sommerantrekk" },
    summerDresses: { name: "Sommerkjoler", slug: "sommerkjoler" },
  },
  pages: {
    memberClub: {
      slug: "medlemsklubb",
      title: "family – medlemsklubben vår",
      description:
        "Bli medlem i family helt gratis og få 10 % rabatt, egne medlemstilbud, en bursdagsoverraskelse og tidlig tilgang til salget.",
      body: [
        {
          p: "family er medlemsklubben til Little North. Det koster ingenting å være med, og du får fordeler hver gang du handler klær, sko og tilbehør til barna.",
        },
        { h2: "Dette får du som medlem" },
        {
          ul: [
            "10 % medlemsrabatt på alle kjøp, hele året",
            "Egne medlemstilbud som bare sendes til family-medlemmer",
            "En bursdagsoverraskelse fra oss",
            "Tidlig tilgang til salget – handle før alle andre",
          ],
        },
        { h2: "Slik blir du medlem" },
        {
          ul: [
            "Opprett en kundekonto her i nettbutikken, eller i kassen når du handler",
            "Fyll inn navn, e-postadresse og mobilnummer – mobilnummeret trenger vi for medlemskapet",
            "Godta medlemsvilkårene for family",
            "Rabatten gjelder med en gang, allerede på første kjøp når du er logget inn",
          ],
        },
        { h3: "Vil du ikke lenger være medlem?" },
        {
          p: "Du kan melde deg ut når du vil under Mine sider, eller ved å sende en e-post til service@littlenorth.shop. Les mer i medlemsvilkårene for family.",
        },
      ],
    },
    contact: {
      slug: "kontakt-oss",
      title: "Kontakt oss",
      description:
        "Kundeservice hjelper deg på e-post og chat hverdager kl. 9–16. Her finner du også adressen vår og selskapsopplysninger.",
      body: [
        {
          p: "Har du spørsmål om en bestilling, en retur eller hvilken størrelse som passer? Vi i kundeservice hjelper deg gjerne.",
        },
        { h2: "Chat og e-post" },
        {
          ul: [
            "Chat: åpen hverdager kl. 9–16 (norsk tid) – du finner chatten nederst til høyre på siden",
            "E-post: service@littlenorth.shop – vi svarer så raskt vi kan, vanligvis innen én arbeidsdag",
          ],
        },
        {
          p: "Ha gjerne ordrenummeret klart når du tar kontakt om en bestilling. Det står i ordrebekreftelsen du fikk på e-post.",
        },
        { h2: "Finn svaret selv" },
        {
          p: "I hjelpesenteret finner du svar på de vanligste spørsmålene om levering, retur, betaling og medlemskap i family. Returer registrerer du selv på siden «Registrer retur».",
        },
        { h2: "Selskapsopplysninger" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sverige. Organisasjonsnummer 559123-4567. MVA-nummer SE559123456701.",
        },
      ],
    },
    shipping: {
      slug: "frakt-og-levering",
      title: "Frakt og levering",
      description:
        "Fri frakt på bestillinger over {999 NOK}. Vi leverer i hele Norge, og pakken er normalt hos deg innen 2–5 hverdager.",
      body: [
        { h2: "Fri frakt over {999 NOK}" },
        {
          p: "Handler du for over {999 NOK}, sender vi bestillingen helt gratis. For mindre bestillinger ser du fraktprisen i kassen før du betaler, så det blir aldri noen overraskelser.",
        },
        { h2: "Leveringstid" },
        {
          p: "Vi leverer til hele Norge. Pakken er normalt fremme innen 2–5 hverdager etter at du har bestilt. I høysesong, rundt salg og før jul kan det ta en dag eller to ekstra.",
        },
        { h2: "Slik fungerer leveringen" },
        {
          ul: [
            "Du velger hentested eller leveringsmåte i kassen",
            "Vi sender deg en ordrebekreftelse på e-post med en gang du har handlet",
            "Når pakken er sendt, får du en e-post med sporingsnummer",
            "Du får beskjed på SMS eller e-post når pakken er klar til henting",
          ],
        },
        { h3: "Toll og merverdiavgift" },
        {
          p: "Alle priser i nettbutikken er i norske kroner og inkluderer merverdiavgift. Du betaler ingen ekstra gebyrer når pakken kommer.",
        },
        { h3: "Blir pakken ikke hentet?" },
        {
          p: "Pakker som ikke hentes, sendes tilbake til oss. Ta kontakt med kundeservice hvis du ikke rakk å hente pakken, så finner vi en løsning.",
        },
      ],
    },
    returns: {
      slug: "retur",
      title: "Retur og 60 dagers returrett",
      description:
        "Hos oss har du 60 dagers returrett, og returen er gratis. Pengene får du tilbake innen 14 dager etter at returen er kommet fram til lageret vårt.",
      body: [
        {
          p: "Passet ikke størrelsen, eller ble det ikke helt som du tenkte? Ikke noe problem. Hos Little North har du 60 dagers returrett fra du mottok pakken, og det koster ingenting å returnere.",
        },
        { h2: "Slik returnerer du" },
        {
          ul: [
            "Registrer returen på siden «Registrer retur» med ordrenummer og e-postadresse",
            "Velg hvilke varer du vil sende tilbake",
            "Pakk varene godt, gjerne i originalemballasjen, og fest returetiketten på pakken",
            "Lever pakken på et hentested eller postkontor",
          ],
        },
        { h2: "Når får jeg pengene tilbake?" },
        {
          p: "Vi betaler tilbake innen 14 dager etter at returen er kommet fram til lageret vårt. Pengene går tilbake til samme betalingsmåte som du brukte da du handlet. Betalte du med Klarna, justeres fakturaen.",
        },
        { h2: "Dette gjelder for returer" },
        {
          ul: [
            "Varene må være ubrukte, uvaskede og ha prislappene på",
            "Undertøy kan bare returneres hvis hygieneforseglingen eller prislappene er ubrutt",
            "Gavekort kan ikke returneres",
            "Vil du ha en annen størrelse, returnerer du varen og legger inn en ny bestilling",
          ],
        },
        { h3: "Feil eller mangler ved varen?" },
        {
          p: "Er noe galt med varen, har du reklamasjonsrett etter forbrukerkjøpsloven. Kontakt kundeservice på service@littlenorth.shop og legg gjerne ved et bilde, så hjelper vi deg raskt.",
        },
      ],
    },
    registerReturn: {
      slug: "registrer-retur",
      title: "Registrer retur",
      description: "Registrer returen din på nett på et par minutter. Returen er gratis, og du har 60 dagers returrett.",
      body: [
        { p: "Her registrerer du returen din. Det tar bare et par minutter, og returen er alltid gratis." },
        { h2: "Steg for steg" },
        {
          ul: [
            "1. Skriv inn ordrenummeret og e-postadressen du brukte da du handlet",
            "2. Velg varene du vil returnere, og hvorfor – da blir vi bedre på størrelser og passform",
            "3. Du får returetiketten på e-post – skriv den ut, eller vis koden på hentestedet",
            "4. Pakk varene og lever pakken på et hentested eller postkontor",
            "5. Ta vare på kvitteringen til pengene er tilbake",
          ],
        },
        { h2: "Husk dette" },
        {
          ul: [
            "Returen må være registrert og levert innen 60 dager fra du mottok pakken",
            "Varene skal være ubrukte og ha prislappene på",
            "Undertøy tar vi bare imot med ubrutt hygieneforsegling eller prislapper",
          ],
        },
        {
          p: "Når returen er kommet fram til lageret vårt, får du pengene tilbake innen 14 dager. Vi sender deg en e-post når returen er behandlet.",
        },
      ],
    },
    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "mine-gavekort",
      title: "Mine gavekort",
      description: "Hva du kan gjøre med et gavekort fra Little North i nettbutikken vår i dag.",
      body: [
        { p: "Har du fått et gavekort fra Little North? Her ser du hva du kan gjøre med det i nettbutikken vår akkurat nå." },
        { h2: "Betale med gavekort" },
        {
          p: "Foreløpig kan du ikke betale med gavekort i nettbutikken vår. Kassen har ikke noe felt for gavekortkoder, så et gavekort kan ikke brukes til å betale en bestilling på littlenorth.shop, verken helt eller delvis.",
        },
        { h2: "Saldo og spørsmål" },
        {
          p: "Saldoen på gavekortet kan ikke sjekkes på nettsiden eller under Mine sider. Har du spørsmål om gavekortet ditt? Kontakt kundeservice på service@littlenorth.shop, og ha ordrenummeret eller gavekortet klart.",
        },
        { h2: "Greit å vite" },
        {
          ul: [
            "Et gavekort kan ikke veksles inn i kontanter og kan ikke returneres.",
            "Medlemsrabatten i family gjelder ikke når du kjøper gavekort.",
          ],
        },
      ],
    },
    purchaseTerms: {
      slug: "kjopsvilkar",
      title: "Kjøpsvilkår",
      description: "Vilkårene som gjelder når du handler hos Little North: priser, betaling, levering, returrett og reklamasjon.",
      body: [
        { h2: "Selger" },
        {
          p: "Nettbutikken drives av Little North AB, Storgatan 12, 411 38 Göteborg, Sverige, organisasjonsnummer 559123-4567, MVA-nummer SE559123456701. Du når oss på service@littlenorth.shop.",
        },
        { h2: "Bestilling og priser" },
        {
          p: "Alle priser er oppgitt i norske kroner og inkluderer merverdiavgift. Avtalen er bindende når du har fått ordrebekreftelsen på e-post. Vi tar forbehold om trykkfeil, prisfeil og at varer kan bli utsolgt.",
        },
        { h2: "Betaling" },
        {
          p: "Du kan betale med kort (Visa og Mastercard), Vipps eller Klarna, som tilbyr faktura og delbetaling. Ved kortbetaling trekkes beløpet når bestillingen sendes.",
        },
        { h2: "Levering" },
        {
          p: "Vi leverer innen 2–5 hverdager i hele Norge. Frakten er gratis på bestillinger over {999 NOK}. Risikoen for varene går over på deg når du har mottatt pakken.",
        },
        { h2: "Angrerett og 60 dagers returrett" },
        {
          p: "Etter angrerettloven har du 14 dagers angrerett. Hos oss får du i tillegg utvidet returrett, slik at du kan returnere varer innen 60 dager fra du mottok dem, gratis. Undertøy kan bare returneres med ubrutt hygieneforsegling eller prislapper, og gavekort kan ikke returneres. Pengene tilbakebetales innen 14 dager etter at returen er kommet fram til lageret vårt.",
        },
        { h2: "Reklamasjon og tvister" },
        {
          p: "Har varen en mangel, kan du reklamere etter forbrukerkjøpsloven innen to år etter at du mottok den. Kontakt oss først, så finner vi en løsning. Blir vi ikke enige, kan du få hjelp av Forbrukerrådet og bringe saken inn for Forbrukerklageutvalget.",
        },
      ],
    },
    privacy: {
      slug: "personvern",
      title: "Personvernerklæring",
      description:
        "Slik behandler Little North personopplysningene dine: hvilke opplysninger vi samler inn, hvorfor, hvor lenge vi lagrer dem og hvilke rettigheter du har.",
      body: [
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sverige, er behandlingsansvarlig for personopplysningene dine. Vi følger personvernforordningen (GDPR) og behandler bare opplysninger vi trenger.",
        },
        { h2: "Hvilke opplysninger vi behandler" },
        {
          ul: [
            "Navn, adresse, e-postadresse og mobilnummer når du handler eller oppretter konto",
            "Bestillinger, returer og henvendelser til kundeservice",
            "Medlemsopplysninger i family, som fødselsdag og hvilke tilbud du får",
            "Hvordan du bruker nettbutikken, hvis du har samtykket til informasjonskapsler for analyse og markedsføring",
          ],
        },
        { p: "Kortopplysninger lagres ikke hos oss. Betalingen håndteres av betalingsleverandørene, som Klarna og Vipps." },
        { h2: "Hvorfor vi behandler dem" },
        {
          p: "Vi bruker opplysningene for å levere bestillingen, håndtere returer og reklamasjoner, gi deg medlemsfordeler og sende nyhetsbrev hvis du har bedt om det. Behandlingen bygger på avtalen med deg, lovpålagte plikter som bokføring, ditt samtykke eller vår berettigede interesse i å drive og forbedre butikken.",
        },
        { h2: "Hvor lenge vi lagrer opplysningene" },
        {
          ul: [
            "Ordre- og betalingsopplysninger: i sju år, slik bokføringsreglene krever",
            "Kundekonto og medlemskap i family: så lenge du er kunde eller medlem",
            "Samtykke til nyhetsbrev og markedsføring: til du trekker det tilbake",
          ],
        },
        { h2: "Dine rettigheter" },
        {
          p: "Du har rett til innsyn i opplysningene vi har om deg, og til å få dem rettet, slettet eller begrenset. Du kan protestere mot behandlingen, be om å få opplysningene utlevert (dataportabilitet) og når som helst trekke tilbake et samtykke. Send en e-post til service@littlenorth.shop. Er du misfornøyd med hvordan vi behandler opplysningene dine, kan du klage til Datatilsynet.",
        },
      ],
    },
    cookies: {
      slug: "informasjonskapsler",
      title: "Informasjonskapsler",
      description:
        "Her forklarer vi hvilke informasjonskapsler (cookies) nettbutikken bruker, og hvordan du endrer samtykket ditt.",
      body: [
        {
          p: "Informasjonskapsler (cookies) er små tekstfiler som lagres i nettleseren din når du besøker nettbutikken. Noen er nødvendige for at butikken skal fungere, andre bruker vi bare hvis du sier ja.",
        },
        { h2: "Nødvendige informasjonskapsler" },
        {
          p: "Disse sørger for at handlekurven husker varene dine, at du kan logge inn og at betalingen går trygt. De kan ikke slås av, fordi butikken ikke fungerer uten dem.",
        },
        { h2: "Analyse" },
        {
          p: "Med ditt samtykke måler vi hvordan nettbutikken brukes, for eksempel hvilke sider som besøkes mest. Det hjelper oss å gjøre butikken enklere å bruke.",
        },
        { h2: "Markedsføring" },
        {
          p: "Med ditt samtykke bruker vi informasjonskapsler for å vise deg relevante annonser på andre nettsteder og i sosiale medier, og for å måle hvordan kampanjene våre fungerer.",
        },
        { h2: "Slik endrer du samtykket" },
        {
          p: "Du kan når som helst endre eller trekke tilbake samtykket ditt via lenken «Innstillinger for informasjonskapsler» nederst på siden. Du kan også slette informasjonskapsler i innstillingene i nettleseren din.",
        },
      ],
    },
    membershipTerms: {
      slug: "medlemsvilkar",
      title: "Medlemsvilkår for family",
      description:
        "Vilkårene for medlemskap i family, medlemsklubben til Little North: gratis medlemskap, 10 % medlemsrabatt og hvordan du melder deg ut.",
      body: [
        { h2: "Medlemskapet" },
        {
          p: "family er medlemsklubben til Little North AB. Medlemskapet er gratis og har ingen bindingstid. Du blir medlem ved å opprette en kundekonto, oppgi mobilnummeret ditt og godta disse vilkårene. Du må være minst 18 år for å bli medlem.",
        },
        { h2: "Medlemsfordeler" },
        {
          ul: [
            "10 % medlemsrabatt når du er logget inn og handler i nettbutikken",
            "Egne medlemstilbud på e-post og SMS",
            "En bursdagsoverraskelse",
            "Tidlig tilgang til salget",
          ],
        },
        {
          p: "Medlemsrabatten gjelder ikke ved kjøp av gavekort. Returnerer du en vare, trekkes rabatten fra beløpet du får tilbake.",
        },
        { h2: "Personopplysninger" },
        {
          p: "Vi behandler opplysningene dine for å administrere medlemskapet og gi deg fordelene. Les mer om hvordan vi behandler opplysningene dine i personvernerklæringen vår.",
        },
        { h2: "Endringer og utmelding" },
        {
          p: "Du kan melde deg ut når som helst under Mine sider eller ved å sende en e-post til service@littlenorth.shop. Da sletter vi medlemsopplysningene dine, med unntak av det vi må lagre etter loven. Endrer vi vilkårene, gir vi deg beskjed på e-post i god tid før endringene gjelder.",
        },
      ],
    },
    about: {
      slug: "om-oss",
      title: "Om Little North",
      description: "Little North er en nettbutikk for klær, sko og tilbehør til barn og ungdom, med hovedkontor i Göteborg.",
      body: [
        {
          p: "Little North startet med en enkel idé: Det skal være lett for foreldre å finne klær og sko som tåler lek, regn og vinter – og som barna faktisk vil gå med.",
        },
        { h2: "Hvem vi er" },
        {
          p: "Vi er en nettbutikk for barn og ungdom med hovedkontor i Göteborg. Hos oss finner du klær, sko og tilbehør fra de første skrittene til tenårene, fra både kjente merker og våre egne kolleksjoner.",
        },
        { h2: "Der du er" },
        {
          p: "I dag handler familier hos oss i Sverige, Norge, Danmark, Finland, Nederland, Tyskland, Frankrike og Polen. Hver butikk er på sitt eget språk, med lokale betalingsmåter – i Norge blant annet Vipps og Klarna.",
        },
        { h2: "Det vi lover deg" },
        {
          ul: [
            "Fri frakt over {999 NOK} og gratis retur",
            "60 dagers returrett",
            "Kundeservice på chat og e-post hverdager kl. 9–16",
            "10 % rabatt for medlemmer i family",
          ],
        },
        { p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sverige. Organisasjonsnummer 559123-4567." },
      ],
    },
    influencer: {
      slug: "influensersamarbeid",
      title: "Samarbeid med influensere",
      description:
        "Lager du innhold om familieliv, barn eller mote? Les hvordan vi samarbeider med influensere og hvordan du søker.",
      body: [
        {
          p: "Vi samarbeider gjerne med foreldre og innholdsskapere som deler hverdagen med barna sine, og som liker klær som tåler både lek og fest.",
        },
        { h2: "Dette ser vi etter" },
        {
          ul: [
            "Ekte og engasjert innhold om familieliv, barn og ungdom",
            "En tone som passer med Little North – varm, leken og praktisk",
            "Følgere i landene vi selger til",
          ],
        },
        { h2: "Slik søker du" },
        {
          p: "Send en e-post til service@littlenorth.shop med emnet «Samarbeid». Fortell kort om deg selv, lenke til kanalene dine og hvor mange følgere du har. Vi svarer alle som passer til kampanjene vi planlegger.",
        },
        { h2: "Åpenhet og barns personvern" },
        {
          p: "Alle betalte samarbeid og gaver skal merkes tydelig som reklame, slik markedsføringsloven krever. Vi ber også alle vi samarbeider med om å ta hensyn til barnas personvern og aldri dele mer enn barna selv er komfortable med.",
        },
      ],
    },
  },
  perks: [
    { key: "free-shipping", text: "Fri frakt over {999 NOK}", link: "/page/frakt-og-levering", linkText: "Les mer" },
    { key: "open-purchase", text: "60 dagers returrett – gratis retur", link: "/page/retur", linkText: "Les mer" },
    { key: "sealed-package", text: "Undertøy returneres med ubrutt forsegling", link: "/page/retur", linkText: "Les mer" },
    { key: "member-discount", text: "Medlem i family? Få 10 % rabatt", link: "/page/medlemsklubb", linkText: "Bli medlem" },
  ],
  washingAdvice: {
    title: "Vaskeråd",
    intro:
      "Med riktig vask holder barneklærne formen, fargen og passformen lenger – og kan gå videre til søsken eller nye eiere. Sjekk alltid vaskelappen først, og følg disse rådene.",
    tips: [
      "Les vaskelappen før første vask, og følg anbefalt temperatur.",
      "Vreng plaggene og lukk glidelåser og borrelåser før vask.",
      "Sorter tøyet etter farge, og vask mørke og nye plagg for seg de første gangene.",
      "Håndvask ull og ømfintlige plagg i maks 40 grader, og klem ut vannet uten å vri.",
      "Ikke overfyll maskinen – tøyet blir renere og slites mindre.",
      "Bruk et mildt vaskemiddel uten blekemiddel, og dropp tøymykner på funksjons- og regntøy.",
      "Heng eller legg plaggene flatt til tørk, og unngå tørketrommel når du kan.",
      "Flekkbehandle med en gang med kaldt vann og litt såpe før flekken setter seg.",
    ],
  },
  categoryInfo: {
    title: "Slik måler du barnets fot",
    text: [
      {
        p: "Den riktige skostørrelsen finner du enklest ved å måle foten hjemme. Mål gjerne på ettermiddagen, når føttene er på sitt største, og mål begge føttene – de er sjelden helt like.",
      },
      {
        ul: [
          "La barnet stå rett opp med hele vekten på foten og hælen inntil en vegg",
          "Sett et merke på et ark der den lengste tåen slutter",
          "Mål avstanden fra veggen til merket i centimeter",
          "Legg til omtrent 1–1,5 cm voksemon, og velg størrelse etter den lengste foten",
        ],
      },
      { p: "Sammenlign målet med størrelsestabellen på produktsiden. Ligger barnet mellom to størrelser, velg den største." },
      { p: "Barneføtter vokser raskt. Mål på nytt hver tredje måned for de minste og hvert halvår for større barn." },
    ],
  },
  banners: {
    live: { text: "Midtsesongsalg: opptil 50 % rabatt på utvalgte varer", url: "/salg" },
    scheduled: { text: "Den nye høstkolleksjonen er her – se nyhetene", url: "/nyheter" },
    ended: { text: "Black Week: opptil 40 % rabatt på klær og sko", url: "/salg" },
  },
  memberOffers: {
    live: {
      title: "10 % på høstens nyheter",
      text: "Medlemsrabatten din gjelder også alle nyheter. Finn favorittene før de blir utsolgt.",
    },
    ended: { title: "Skolestart med family", text: "Før skolestart fikk medlemmer 10 % på alt til skolen." },
  },

  settings: {
    siteTitle: "Little North – barneklær, sko og tilbehør",
    siteDescription:
      "Klær, sko og tilbehør til barn og ungdom – fri frakt over {999 NOK}, 60 dagers returrett og 10 % rabatt for medlemmer i family.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Bli medlem i family",
      text: "Gratis medlemskap med 10 % rabatt, egne medlemstilbud, bursdagsoverraskelse og tidlig tilgang til salget.",
      cta: "Bli medlem – få 10 %",
    },
  },
};

export default seed;
