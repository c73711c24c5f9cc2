import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "sv",

  routes: ROUTES.sv,

  labels: {
    boys: "Kille",
    girls: "Tjej",
    new: "Nyheter",
    sale: "Rea",
    categories: "Kategorier",
    brands: "Varumärken",
    guides: "Guider",
    community: "Shoppa vårt Instagram",
    memberClub: "family – 10 % för medlemmar",
    customerService: "Kundservice",
    legal: "Juridisk information",
    company: "Företaget",
    followUs: "Följ oss",
    paymentMethods: "Betalsätt",
    faq: "Hjälpcenter",
    whistleblowing: "Visselblåsning",
    cookieSettings: "Cookieinställningar",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Smala jeans", slug: "smala-jeans" },
    "jeans-regular": { name: "Raka jeans", slug: "raka-jeans" },
    "jeans-wide": { name: "Vida jeans", slug: "vida-jeans" },

    sweaters: { name: "Tröjor", slug: "trojor" },
    hoodies: { name: "Huvtröjor", slug: "huvtrojor" },
    "hoodies-zip": { name: "Huvtröjor med dragkedja", slug: "huvtrojor-med-dragkedja" },
    "hoodies-pullover": { name: "Huvtröjor utan dragkedja", slug: "huvtrojor-utan-dragkedja" },
    sweatshirts: { name: "Collegetröjor", slug: "collegetrojor" },
    cardigans: { name: "Koftor", slug: "koftor" },
    knitwear: { name: "Stickade tröjor", slug: "stickade-trojor" },

    outerwear: { name: "Ytterkläder", slug: "ytterklader" },
    jackets: { name: "Jackor", slug: "jackor" },
    "winter-jackets": { name: "Vinterjackor", slug: "vinterjackor" },
    "transition-jackets": { name: "Vår- och höstjackor", slug: "var-och-hostjackor" },
    "rain-jackets": { name: "Regnjackor", slug: "regnjackor" },
    overalls: { name: "Overaller", slug: "overaller" },
    vests: { name: "Västar", slug: "vastar" },
    rainwear: { name: "Regnkläder", slug: "regnklader" },

    shoes: { name: "Skor", slug: "skor" },
    sneakers: { name: "Sneakers", slug: "sneakers" },
    "sneakers-low": { name: "Låga sneakers", slug: "laga-sneakers" },
    "sneakers-high": { name: "Höga sneakers", slug: "hoga-sneakers" },
    boots: { name: "Kängor och boots", slug: "kangor-och-boots" },
    "winter-boots": { name: "Vinterkängor", slug: "vinterkangor" },
    "chelsea-boots": { name: "Chelsea boots", slug: "chelsea-boots" },
    "rubber-boots": { name: "Gummistövlar", slug: "gummistovlar" },
    sandals: { name: "Sandaler", slug: "sandaler" },
    slides: { name: "Slides och badtofflor", slug: "slides-och-badtofflor" },
    slippers: { name: "Tofflor", slug: "tofflor" },
    ballerinas: { name: "Ballerinaskor", slug: "ballerinaskor" },
    "dress-shoes": { name: "Finskor och loafers", slug: "finskor-och-loafers" },
    "sports-shoes": { name: "Sportskor", slug: "sportskor" },
    "first-shoes": { name: "Första skorna", slug: "forsta-skorna" },

    "t-shirts": { name: "T-shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "Kortärmade t-shirts", slug: "kortarmade-t-shirts" },
    "t-shirts-long": { name: "Långärmade t-shirts", slug: "langarmade-t-shirts" },

    shirts: { name: "Skjortor", slug: "skjortor" },

    trousers: { name: "Byxor", slug: "byxor" },
    chinos: { name: "Chinos", slug: "chinos" },
    "cargo-trousers": { name: "Cargobyxor", slug: "cargobyxor" },
    joggers: { name: "Joggingbyxor", slug: "joggingbyxor" },

    shorts: { name: "Shorts", slug: "shorts" },
    dresses: { name: "Klänningar", slug: "klanningar" },
    skirts: { name: "Kjolar", slug: "kjolar" },
    "tops-blouses": { name: "Toppar och blusar", slug: "toppar-och-blusar" },
    "leggings-tights": { name: "Leggings och strumpbyxor", slug: "leggings-och-strumpbyxor" },
    blazers: { name: "Kavajer", slug: "kavajer" },

    underwear: { name: "Underkläder", slug: "underklader" },
    briefs: { name: "Trosor och kalsonger", slug: "trosor-och-kalsonger" },
    undershirts: { name: "Linnen och undertröjor", slug: "linnen-och-undertrojor" },

    bras: { name: "Behåar", slug: "behaar" },
    socks: { name: "Sockor", slug: "sockor" },
    swimwear: { name: "Badkläder", slug: "badklader" },

    accessories: { name: "Accessoarer", slug: "accessoarer" },
    caps: { name: "Kepsar och mössor", slug: "kepsar-och-mossor" },
    bags: { name: "Väskor och ryggsäckar", slug: "vaskor-och-ryggsackar" },
    gloves: { name: "Vantar och handskar", slug: "vantar-och-handskar" },
    belts: { name: "Bälten", slug: "balten" },

    "jewellery-hair": { name: "Smycken och håraccessoarer", slug: "smycken-och-haraccessoarer" },
    training: { name: "Träningskläder", slug: "traningsklader" },
    sleepwear: { name: "Sovkläder", slug: "sovklader" },
    loungewear: { name: "Mjukiskläder", slug: "mjukisklader" },
    "gift-cards": { name: "Presentkort", slug: "presentkort" },
  },

  inspo: {
    summerOutfits: { name: "Sommaroutfits", slug: "sommaroutfits" },
    summerDresses: { name: "Sommarklänningar", slug: "sommarklanningar" },
  },

  pages: {
    memberClub: {
      slug: "medlemsklubb",
      title: "family – vår medlemsklubb",
      description:
        "Bli medlem i family helt gratis och få 10 % rabatt, egna medlemserbjudanden, en överraskning på födelsedagen och tidig tillgång till rean.",
      body: [
        {
          p: "family är Little Norths medlemsklubb för alla som handlar kläder, skor och accessoarer till barn och tonåringar. Det kostar ingenting att vara med och du förbinder dig inte till något – du får bara mer för pengarna.",
        },
        { h2: "Det här får du som medlem" },
        {
          ul: [
            "10 % medlemsrabatt på dina köp",
            "Medlemserbjudanden som bara skickas till family",
            "En födelsedagsöverraskning varje år",
            "Tidig tillgång till rean – du handlar innan alla andra",
          ],
        },
        { h2: "Så blir du medlem" },
        {
          ul: [
            "Skapa ett konto hos oss, antingen direkt här på sajten eller i kassan när du handlar.",
            "Fyll i ditt mobilnummer – det behöver vi för att kunna koppla medlemskapet till dig och skicka dina erbjudanden.",
            "Godkänn medlemsvillkoren för family.",
          ],
        },
        { p: "Så fort kontot är skapat är du medlem och medlemsrabatten dras automatiskt i kassan när du är inloggad." },
        { h3: "Vill du inte vara med längre?" },
        {
          p: "Du kan när som helst avsluta ditt medlemskap under Mina sidor eller genom att kontakta vår kundservice. Läs mer i medlemsvillkoren.",
        },
      ],
    },

    contact: {
      slug: "kontakta-oss",
      title: "Kontakta oss",
      description:
        "Har du frågor om en beställning, en retur eller en storlek? Kontakta Little Norths kundservice via e-post eller chatt vardagar 9–16.",
      body: [
        {
          p: "Vi hjälper dig gärna med allt från storleksfrågor till leveranser, returer och reklamationer. Innan du hör av dig kan det vara värt att titta i vårt hjälpcenter – där hittar du svar på de vanligaste frågorna direkt.",
        },
        { h2: "Chatt" },
        {
          p: "Chatten är öppen vardagar kl. 9–16. Klicka på chattikonen längst ned på sidan så får du prata med någon i kundservice.",
        },
        { h2: "E-post" },
        {
          p: "Mejla oss på service@littlenorth.shop. Vi svarar vardagar och brukar återkomma inom en arbetsdag. Har du frågor om en order, skriv gärna ordernumret i meddelandet så går det snabbare.",
        },
        { h2: "Postadress" },
        { ul: ["Little North AB", "Storgatan 12", "411 38 Göteborg", "Organisationsnummer: 559123-4567"] },
        {
          p: "Vill du lämna tillbaka en vara? Registrera returen på sidan Registrera retur – du behöver inte kontakta kundservice först.",
        },
      ],
    },

    shipping: {
      slug: "leverans",
      title: "Frakt och leverans",
      description: "Fri frakt när du handlar för över {699 SEK}. Vi levererar inom 2–4 vardagar till hela Sverige.",
      body: [
        { h2: "Leveranstid" },
        {
          p: "Vi levererar inom 2–4 vardagar till hela Sverige, räknat från att du har fått orderbekräftelsen. Under storhelger och stora kampanjer, som rean och Black Week, kan leveransen ta någon dag längre.",
        },
        { h2: "Fraktkostnad" },
        {
          p: "Handlar du för över {699 SEK} är frakten gratis. Är ordervärdet lägre tillkommer en fraktavgift, som alltid visas i kassan innan du betalar.",
        },
        { h2: "Leveranssätt" },
        {
          p: "Du väljer leveranssätt i kassan, till exempel ett utlämningsställe eller paketskåp nära dig. När paketet har skickats får du ett mejl och ett sms med spårningslänk, så att du kan följa leveransen hela vägen.",
        },
        { h3: "Hämta ut ditt paket" },
        {
          ul: [
            "Ta med giltig legitimation eller använd den digitala avin i transportörens app.",
            "Hämta paketet inom den tid som står i avin, annars skickas det tillbaka till oss.",
            "Ska någon annan hämta ut paketet behöver de en fullmakt.",
          ],
        },
        {
          p: "Har paketet inte kommit fram inom utlovad tid? Kontakta oss på service@littlenorth.shop eller i chatten så hjälper vi dig.",
        },
      ],
    },

    returns: {
      slug: "oppet-kop-och-returer",
      title: "Öppet köp och returer",
      description:
        "Hos Little North har du 60 dagars öppet köp och fria returer. Registrera returen online och få pengarna tillbaka inom 14 dagar.",
      body: [
        {
          p: "Blev storleken fel eller passade inte färgen? Inga problem. Hos oss har du 60 dagars öppet köp, räknat från dagen du fick ditt paket, och returen är alltid gratis.",
        },
        { h2: "Så returnerar du" },
        {
          ul: [
            "Registrera returen online på sidan Registrera retur.",
            "Packa varorna väl, gärna i originalförpackningen, med etiketterna kvar.",
            "Fäst returetiketten på paketet och lämna in det hos transportören.",
            "När returen har kommit fram till vårt lager får du pengarna tillbaka inom 14 dagar.",
          ],
        },
        { h2: "Villkor för retur" },
        {
          p: "Varorna ska vara oanvända, otvättade och i samma skick som när du fick dem. Återbetalningen görs till samma betalsätt som du använde när du handlade.",
        },
        { h3: "Underkläder och presentkort" },
        {
          p: "Av hygienskäl omfattas underkläder inte av öppet köp. De kan bara returneras om förpackningens försegling eller hygienskydd och etiketterna är obrutna. Presentkort omfattas inte av öppet köp och kan inte lösas in mot kontanter.",
        },
        { h3: "Fel på en vara?" },
        {
          p: "Om en vara är trasig eller felaktig kan du reklamera den. Kontakta kundservice på service@littlenorth.shop och bifoga gärna en bild, så hjälper vi dig vidare.",
        },
      ],
    },

    registerReturn: {
      slug: "registrera-retur",
      title: "Registrera retur",
      description:
        "Registrera din retur online i några enkla steg. Returen är gratis och pengarna återbetalas inom 14 dagar efter att returen kommit fram till vårt lager.",
      body: [
        { p: "Alla returer registreras online. Det tar bara ett par minuter och returen är alltid kostnadsfri." },
        { h2: "Steg för steg" },
        {
          ul: [
            "1. Fyll i ditt ordernummer och den e-postadress du använde när du handlade.",
            "2. Välj vilka varor du vill returnera och ange varför – det hjälper oss att bli bättre.",
            "3. Du får en returetikett eller en QR-kod till din e-post.",
            "4. Packa varorna med etiketterna kvar, gärna i originalförpackningen.",
            "5. Lämna paketet hos transportören och spara kvittot tills återbetalningen är klar.",
          ],
        },
        { h2: "När får jag pengarna?" },
        {
          p: "Vi återbetalar inom 14 dagar från att returen har kommit fram till vårt lager. Pengarna sätts in på samma betalsätt som du använde vid köpet, och du får ett mejl när återbetalningen är gjord.",
        },
        { h3: "Tänk på" },
        {
          p: "Underkläder kan bara returneras om förseglingen eller hygienskyddet och etiketterna är obrutna. Presentkort kan inte returneras.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "mina-presentkort",
      title: "Mina presentkort",
      description: "Vad du kan göra med ett presentkort från Little North i vår webbutik i dag.",
      body: [
        { p: "Har du fått ett presentkort från Little North? Här står vad du kan göra med det i vår webbutik just nu." },
        { h2: "Betala med presentkort" },
        {
          p: "Det går ännu inte att betala med presentkort i vår webbutik. Kassan har inget fält för presentkortskoder, så ett presentkort kan inte användas för att betala en beställning på littlenorth.shop, varken helt eller delvis.",
        },
        { h2: "Saldo och frågor" },
        {
          p: "Presentkortets saldo går inte att se på sajten eller på Mina sidor. Har du frågor om ditt presentkort? Kontakta vår kundservice på service@littlenorth.shop och ha ordernumret eller presentkortet till hands.",
        },
        { h2: "Bra att veta" },
        {
          ul: [
            "Ett presentkort kan inte lösas in mot kontanter och kan inte returneras.",
            "Medlemsrabatten i family gäller inte när du köper presentkort.",
          ],
        },
      ],
    },

    stores: {
      slug: "butiker",
      title: "Butiker",
      description: "Besök Little North i Göteborg och Stockholm. Här hittar du adresser och öppettider till våra butiker.",
      body: [
        {
          p: "Vill du känna på tygerna och prova storlekar på plats? Välkommen till våra butiker i Göteborg och Stockholm, där vi hjälper dig att hitta rätt storlek till både barn och tonåringar.",
        },
        { h2: "Little North Göteborg" },
        { p: "Storgatan 12, 411 38 Göteborg" },
        { ul: ["Måndag–fredag: 10–19", "Lördag: 10–17", "Söndag: 11–16"] },
        { h2: "Little North Stockholm" },
        { p: "Drottninggatan 45, Stockholm" },
        { ul: ["Måndag–fredag: 10–19", "Lördag: 10–17", "Söndag: 11–16"] },
        { p: "Under helgdagar och storhelger kan öppettiderna ändras. Aktuella tider ser du alltid här på sidan." },
      ],
    },

    purchaseTerms: {
      slug: "kopvillkor",
      title: "Köpvillkor",
      description:
        "Här hittar du villkoren som gäller när du handlar hos Little North: priser, betalning, leverans, öppet köp, ångerrätt och reklamation.",
      body: [
        {
          p: "Dessa köpvillkor gäller när du som konsument handlar av Little North AB, organisationsnummer 559123-4567, Storgatan 12, 411 38 Göteborg. Avtalet är ingånget när du har fått vår orderbekräftelse via e-post. Är du under 18 år behöver du målsmans godkännande för att handla.",
        },
        { h2: "Priser och betalning" },
        {
          p: "Alla priser anges i svenska kronor inklusive moms. Du kan betala med kort, Klarna (faktura eller delbetalning) och Swish. Vid betalning med Klarna gäller Klarnas villkor, som du godkänner i kassan.",
        },
        { h2: "Leverans" },
        {
          p: "Vi levererar inom 2–4 vardagar inom Sverige. Frakten är gratis vid köp över {699 SEK}; vid lägre ordervärde visas fraktkostnaden i kassan innan du slutför köpet.",
        },
        { h2: "Ångerrätt och öppet köp" },
        {
          p: "Enligt lag har du 14 dagars ångerrätt vid köp på distans. Hos oss får du dessutom 60 dagars öppet köp, räknat från den dag du tog emot varan. Returen är gratis och registreras online. Vi återbetalar inom 14 dagar från att returen har kommit fram till vårt lager.",
        },
        {
          ul: [
            "Underkläder omfattas inte av öppet köp och kan bara returneras om förseglingen eller hygienskyddet och etiketterna är obrutna.",
            "Presentkort omfattas inte av öppet köp.",
          ],
        },
        { h2: "Reklamation och tvister" },
        {
          p: "Du har rätt att reklamera fel på en vara i tre år enligt konsumentköplagen. Kontakta kundservice på service@littlenorth.shop så snart du upptäcker felet. Om vi inte kommer överens kan du vända dig till Allmänna reklamationsnämnden (ARN), vars rekommendationer vi följer. Svensk lag gäller för dessa villkor.",
        },
      ],
    },

    privacy: {
      slug: "integritetspolicy",
      title: "Integritetspolicy",
      description:
        "Så behandlar Little North dina personuppgifter: vilka uppgifter vi sparar, varför, hur länge och vilka rättigheter du har enligt GDPR.",
      body: [
        {
          p: "Little North AB, organisationsnummer 559123-4567, är personuppgiftsansvarig för de uppgifter vi behandlar om dig. Vi behandlar dina personuppgifter i enlighet med dataskyddsförordningen (GDPR) och sparar aldrig mer än vi behöver.",
        },
        { h2: "Vilka uppgifter vi behandlar" },
        {
          ul: [
            "Namn, adress, e-postadress och mobilnummer",
            "Orderhistorik, returer och ärenden hos kundservice",
            "Betalningsuppgifter, som hanteras av våra betalpartner – vi sparar aldrig dina kortuppgifter",
            "Uppgifter om ditt medlemskap i family, till exempel födelsedag om du har angett den",
            "Hur du använder sajten, om du har godkänt cookies för statistik och marknadsföring",
          ],
        },
        { h2: "Varför vi behandlar dem" },
        {
          p: "Vi använder uppgifterna för att leverera dina beställningar, hantera returer och reklamationer, ge dig service, administrera ditt medlemskap och – om du har samtyckt – skicka erbjudanden och nyhetsbrev. Vi behandlar även uppgifter för att uppfylla lagkrav, till exempel bokföringslagen.",
        },
        { h2: "Hur länge vi sparar uppgifterna" },
        {
          p: "Orderuppgifter sparas i sju år enligt bokföringslagen. Kontouppgifter och medlemsuppgifter sparas så länge du har ett konto eller är medlem och raderas när du avslutar det. Ärenden hos kundservice sparas i högst två år.",
        },
        { h2: "Dina rättigheter" },
        {
          p: "Du har rätt att begära ett utdrag över de uppgifter vi har om dig, få felaktiga uppgifter rättade, få uppgifter raderade, begränsa behandlingen, invända mot behandlingen och flytta dina uppgifter. Du kan när som helst återkalla ett samtycke. Om du är missnöjd med hur vi hanterar dina uppgifter kan du lämna klagomål till Integritetsskyddsmyndigheten (IMY). Frågor om dina personuppgifter skickar du till service@littlenorth.shop eller till Little North AB, Storgatan 12, 411 38 Göteborg.",
        },
      ],
    },

    cookies: {
      slug: "cookiepolicy",
      title: "Cookiepolicy",
      description: "Läs om hur Little North använder cookies och hur du själv väljer vilka cookies du godkänner.",
      body: [
        {
          p: "En cookie är en liten textfil som sparas i din webbläsare när du besöker en webbplats. Vi använder cookies för att sajten ska fungera, för att förstå hur den används och – om du vill – för att visa erbjudanden som passar dig.",
        },
        { h2: "Vilka cookies vi använder" },
        { h3: "Nödvändiga cookies" },
        {
          p: "Behövs för att sajten ska fungera, till exempel för att komma ihåg innehållet i varukorgen, hålla dig inloggad och spara dina cookieval. De kan inte stängas av.",
        },
        { h3: "Statistikcookies" },
        {
          p: "Hjälper oss att förstå hur besökare använder sajten, så att vi kan göra den snabbare och enklare att handla på. Uppgifterna sammanställs utan att vi ser vem du är.",
        },
        { h3: "Marknadsföringscookies" },
        {
          p: "Används för att visa annonser och erbjudanden som är relevanta för dig, även på andra webbplatser och i sociala medier. De sätts bara om du har godkänt dem.",
        },
        { h2: "Så ändrar du ditt samtycke" },
        {
          p: "Du kan när som helst ändra eller återkalla ditt samtycke via länken Cookieinställningar längst ned på sidan. Du kan också radera cookies i din webbläsares inställningar.",
        },
      ],
    },

    membershipTerms: {
      slug: "medlemsvillkor",
      title: "Medlemsvillkor för family",
      description:
        "Villkoren för medlemskap i Little Norths medlemsklubb family: gratis medlemskap, 10 % medlemsrabatt och hur du avslutar.",
      body: [
        { h2: "Medlemskap" },
        {
          p: "family är Little North AB:s kostnadsfria medlemsklubb. Du blir medlem genom att skapa ett konto, ange ditt mobilnummer och godkänna dessa villkor. Du behöver vara minst 18 år för att bli medlem. Medlemskapet är personligt och kan inte överlåtas.",
        },
        { h2: "Förmåner" },
        {
          ul: [
            "10 % medlemsrabatt på dina köp när du är inloggad. Rabatten gäller inte köp av presentkort, kan inte kombineras med andra rabattkoder om inget annat anges och kan inte lösas in mot kontanter.",
            "Medlemserbjudanden via e-post och sms.",
            "En födelsedagsöverraskning om du har angett din födelsedag.",
            "Tidig tillgång till rean.",
          ],
        },
        { h2: "Personuppgifter" },
        {
          p: "Vi behandlar dina uppgifter för att administrera medlemskapet och skicka dig erbjudanden, enligt vår integritetspolicy. Du kan när som helst tacka nej till utskick utan att avsluta medlemskapet.",
        },
        { h2: "Avsluta medlemskapet" },
        {
          p: "Du kan avsluta ditt medlemskap när du vill under Mina sidor eller genom att mejla service@littlenorth.shop. Dina medlemsuppgifter raderas då, förutom de uppgifter vi enligt lag måste spara.",
        },
        { h3: "Ändrade villkor" },
        { p: "Vi kan ändra villkoren. Väsentliga ändringar meddelar vi via e-post minst 30 dagar innan de börjar gälla." },
      ],
    },

    about: {
      slug: "om-oss",
      title: "Om Little North",
      description:
        "Little North är en webbshop från Göteborg med kläder, skor och accessoarer för barn och tonåringar i åtta länder.",
      body: [
        {
          p: "Little North startade i Göteborg med en enkel idé: det ska vara lätt att hitta hållbara, snygga kläder och skor som barn faktiskt vill ha på sig – från lekplatsen till skolavslutningen.",
        },
        { h2: "Det här är vi" },
        {
          p: "Vi säljer kläder, skor och accessoarer för barn och tonåringar i Sverige, Norge, Danmark, Finland, Nederländerna, Tyskland, Frankrike och Polen. Vi väljer plagg som håller för lek, tvätt och tillväxtfaser – och som kan gå vidare till ett syskon när de vuxit ur dem.",
        },
        { h2: "Vad vi lovar dig" },
        {
          ul: [
            "Fri frakt när du handlar för över {699 SEK}",
            "60 dagars öppet köp och fria returer",
            "Kundservice via e-post och chatt vardagar 9–16",
            "10 % rabatt för dig som är medlem i family",
          ],
        },
        { h2: "Företagsuppgifter" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg. Organisationsnummer 559123-4567, momsregistreringsnummer SE559123456701.",
        },
      ],
    },

    jobs: {
      slug: "jobba-hos-oss",
      title: "Jobba hos oss",
      description:
        "Vill du hjälpa familjer att hitta rätt kläder och skor? Läs om hur det är att jobba på Little North och se hur du söker.",
      body: [
        {
          p: "På Little North jobbar vi varje dag för att föräldrar ska hitta kläder och skor som passar – både barnen och plånboken. Vi är ett litet team med stort engagemang, och vi växer.",
        },
        { h2: "Var vi finns" },
        {
          p: "Vårt kontor ligger på Storgatan 12 i Göteborg, och vi har butiker i Göteborg och Stockholm. Här arbetar vi med allt från inköp, kundservice och marknadsföring till e-handel och butik.",
        },
        { h2: "Det här erbjuder vi" },
        {
          ul: [
            "Korta beslutsvägar och stort eget ansvar",
            "Friskvårdsbidrag",
            "Personalrabatt på hela sortimentet",
            "Möjlighet att jobba hemifrån vissa dagar i roller där det fungerar",
          ],
        },
        { h2: "Så söker du" },
        {
          p: "Lediga tjänster publiceras här på sidan, och du söker via länken i annonsen. Hittar du ingen tjänst som passar just nu? Skicka gärna en spontanansökan till service@littlenorth.shop och skriv ”Spontanansökan” i ämnesraden.",
        },
      ],
    },

    influencer: {
      slug: "influencersamarbeten",
      title: "Influencersamarbeten",
      description: "Skapar du innehåll om barn, familj eller mode? Läs om hur du samarbetar med Little North.",
      body: [
        {
          p: "Vi samarbetar gärna med kreatörer och influencers som delar vår syn på barnkläder: de ska vara sköna, tåla lek och vara roliga att ha på sig. Många av våra finaste bilder kommer från familjer som visar hur de bär våra kläder i vardagen.",
        },
        { h2: "Vad vi letar efter" },
        {
          ul: [
            "Innehåll om barn, familjeliv, mode eller friluftsliv",
            "En engagerad publik, oavsett om den är stor eller liten",
            "Ett ärligt och personligt tonläge",
          ],
        },
        { h2: "Så går ett samarbete till" },
        {
          p: "Vi kommer överens om upplägg, tidsplan och ersättning innan något publiceras. Allt samarbetsinnehåll ska tydligt märkas som reklam enligt marknadsföringslagen och Konsumentverkets riktlinjer.",
        },
        { h2: "Hör av dig" },
        {
          p: "Mejla service@littlenorth.shop med ämnesraden ”Samarbete”. Berätta kort om dig själv och dina kanaler, så återkommer vi om vi ser en bra matchning.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Fri frakt över {699 SEK}", link: "/page/leverans", linkText: "Läs mer" },
    { key: "open-purchase", text: "60 dagars öppet köp", link: "/page/oppet-kop-och-returer", linkText: "Läs mer" },
    {
      key: "sealed-package",
      text: "Returneras endast med obruten försegling",
      link: "/page/oppet-kop-och-returer",
      linkText: "Läs mer",
    },
    { key: "delivery-time", text: "Leverans inom 2–4 vardagar", link: "/page/leverans", linkText: "Läs mer" },
    { key: "member-discount", text: "10 % rabatt för medlemmar i family", link: "/page/medlemsklubb", linkText: "Bli medlem" },
  ],

  washingAdvice: {
    title: "Tvättråd",
    intro:
      "Med rätt skötsel håller barnkläderna längre – och kan gå vidare till nästa syskon. Titta alltid på tvättrådsetiketten först och följ gärna våra tips.",
    tips: [
      "Vänd plaggen ut och in före tvätt, så behåller färger och tryck sin lyster längre.",
      "Sortera tvätten efter färg och tvätta nya, mörka plagg separat de första gångerna.",
      "Stäng dragkedjor och kardborreband så att de inte river sönder andra plagg.",
      "Handtvätta ömtåliga plagg, som ull och stickat, i högst 40 grader.",
      "Dosera tvättmedlet efter hur smutsig tvätten är – för mycket tvättmedel sitter kvar i tyget.",
      "Hoppa över sköljmedel på funktionsplagg och träningskläder, så behåller de sina egenskaper.",
      "Häng plaggen på tork i stället för att torktumla, så krymper de inte.",
      "Ta hand om fläckar direkt med kallt vatten och lite diskmedel eller gallsåpa.",
    ],
  },

  categoryInfo: {
    title: "Så mäter du barnets fot",
    text: [
      {
        p: "Rätt storlek är viktigt för växande fötter. Mät gärna fötterna på eftermiddagen, när de är som störst, och mät båda fötterna – använd måttet från den längsta.",
      },
      {
        ul: [
          "Låt barnet stå upp med hälen mot en vägg, på ett papper.",
          "Markera var den längsta tån slutar.",
          "Mät avståndet från väggen till markeringen i centimeter.",
          "Lägg till cirka 1–1,5 cm i växtmån.",
        ],
      },
      {
        p: "Jämför sedan ditt mått med innerlängden i storleksguiden för skon. Ligger barnet mellan två storlekar väljer du den större.",
      },
    ],
  },

  banners: {
    live: { text: "Mellanrea – upp till 50 % rabatt", url: "/rea" },
    scheduled: { text: "Nu är höstens nyheter här", url: "/nyheter" },
    ended: { text: "Black Week – fynda barnkläder till kampanjpris", url: "/rea" },
  },

  memberOffers: {
    live: {
      title: "10 % på höstens nyheter",
      text: "Ditt medlemspris gäller också alla nyheter. Hitta favoriterna innan de tar slut.",
    },
    ended: { title: "Skolstart med family", text: "Inför skolstarten fick medlemmar 10 % på allt till skolan." },
  },

  settings: {
    siteTitle: "Little North – barnkläder, skor och accessoarer",
    siteDescription:
      "Handla kläder, skor och accessoarer för barn och tonåringar hos Little North – fri frakt över {699 SEK} och 60 dagars öppet köp.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Bli medlem i family",
      text: "Gå med gratis och få 10 % rabatt, medlemserbjudanden, en födelsedagsöverraskning och tidig tillgång till rean.",
      cta: "Bli medlem – få 10 %",
    },
  },
};

export default seed;
