import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "fi",

  routes: ROUTES.fi,

  labels: {
    boys: "Pojat",
    girls: "Tytöt",
    new: "Uutuudet",
    sale: "Ale",
    categories: "Kategoriat",
    brands: "Merkit",
    guides: "Oppaat",
    community: "Instagram-kauppa",
    memberClub: "family – jäsenille 10 %",
    customerService: "Asiakaspalvelu",
    legal: "Ehdot ja tietosuoja",
    company: "Yritys",
    followUs: "Seuraa meitä",
    paymentMethods: "Maksutavat",
    faq: "Ohjekeskus",
    whistleblowing: "Ilmoituskanava",
    cookieSettings: "Evästeasetukset",
  },

  categories: {
    jeans: { name: "Farkut", slug: "farkut" },
    "jeans-slim": { name: "Kapeat farkut", slug: "kapeat-farkut" },
    "jeans-regular": { name: "Suorat farkut", slug: "suorat-farkut" },
    "jeans-wide": { name: "Leveälahkeiset farkut", slug: "levealahkeiset-farkut" },

    sweaters: { name: "Puserot ja neuleet", slug: "puserot-ja-neuleet" },
    hoodies: { name: "Hupparit", slug: "hupparit" },
    "hoodies-zip": { name: "Vetoketjulliset hupparit", slug: "vetoketjulliset-hupparit" },
    "hoodies-pullover": { name: "Päänyli puettavat hupparit", slug: "paanyli-puettavat-hupparit" },
    sweatshirts: { name: "Collegepaidat", slug: "collegepaidat" },
    cardigans: { name: "Neuletakit", slug: "neuletakit" },
    knitwear: { name: "Neulepuserot", slug: "neulepuserot" },

    outerwear: { name: "Ulkovaatteet", slug: "ulkovaatteet" },
    jackets: { name: "Takit", slug: "takit" },
    "winter-jackets": { name: "Talvitakit", slug: "talvitakit" },
    "transition-jackets": { name: "Välikausitakit", slug: "valikausitakit" },
    "rain-jackets": { name: "Sadetakit", slug: "sadetakit" },
    overalls: { name: "Haalarit", slug: "haalarit" },
    vests: { name: "Liivit", slug: "liivit" },
    rainwear: { name: "Sadevaatteet", slug: "sadevaatteet" },

    shoes: { name: "Kengät", slug: "kengat" },
    sneakers: { name: "Tennarit", slug: "tennarit" },
    "sneakers-low": { name: "Matalat tennarit", slug: "matalat-tennarit" },
    "sneakers-high": { name: "Korkeavartiset tennarit", slug: "korkeavartiset-tennarit" },
    boots: { name: "Saappaat ja varsikengät", slug: "saappaat-ja-varsikengat" },
    "winter-boots": { name: "Talvikengät", slug: "talvikengat" },
    "chelsea-boots": { name: "Chelsea-saappaat", slug: "chelsea-saappaat" },
    "rubber-boots": { name: "Kumisaappaat", slug: "kumisaappaat" },
    sandals: { name: "Sandaalit", slug: "sandaalit" },
    slides: { name: "Lipokkaat ja uimasandaalit", slug: "lipokkaat-ja-uimasandaalit" },
    slippers: { name: "Tossut", slug: "tossut" },
    ballerinas: { name: "Ballerinat", slug: "ballerinat" },
    "dress-shoes": { name: "Juhlakengät ja loaferit", slug: "juhlakengat-ja-loaferit" },
    "sports-shoes": { name: "Urheilukengät", slug: "urheilukengat" },
    "first-shoes": { name: "Ensikengät", slug: "ensikengat" },

    "t-shirts": { name: "T-paidat", slug: "t-paidat" },
    "t-shirts-short": { name: "Lyhythihaiset t-paidat", slug: "lyhythihaiset-t-paidat" },
    "t-shirts-long": { name: "Pitkähihaiset paidat", slug: "pitkahihaiset-paidat" },

    shirts: { name: "Kauluspaidat", slug: "kauluspaidat" },

    trousers: { name: "Housut", slug: "housut" },
    chinos: { name: "Chinot", slug: "chinot" },
    "cargo-trousers": { name: "Cargohousut", slug: "cargohousut" },
    joggers: { name: "Collegehousut", slug: "collegehousut" },

    shorts: { name: "Shortsit", slug: "shortsit" },
    dresses: { name: "Mekot", slug: "mekot" },
    skirts: { name: "Hameet", slug: "hameet" },
    "tops-blouses": { name: "Topit ja puserot", slug: "topit-ja-puserot" },
    "leggings-tights": { name: "Leggingsit ja sukkahousut", slug: "leggingsit-ja-sukkahousut" },
    blazers: { name: "Bleiserit", slug: "bleiserit" },

    underwear: { name: "Alusvaatteet", slug: "alusvaatteet" },
    briefs: { name: "Alushousut ja bokserit", slug: "alushousut-ja-bokserit" },
    undershirts: { name: "Aluspaidat", slug: "aluspaidat" },

    bras: { name: "Rintaliivit ja toppaliivit", slug: "rintaliivit-ja-toppaliivit" },
    socks: { name: "Sukat", slug: "sukat" },
    swimwear: { name: "Uima-asut", slug: "uima-asut" },

    accessories: { name: "Asusteet", slug: "asusteet" },
    caps: { name: "Lippikset ja pipot", slug: "lippikset-ja-pipot" },
    bags: { name: "Laukut ja reput", slug: "laukut-ja-reput" },
    gloves: { name: "Käsineet ja lapaset", slug: "kasineet-ja-lapaset" },
    belts: { name: "Vyöt", slug: "vyot" },

    "jewellery-hair": { name: "Korut ja hiusasusteet", slug: "korut-ja-hiusasusteet" },
    training: { name: "Urheiluvaatteet", slug: "urheiluvaatteet" },
    sleepwear: { name: "Yöasut", slug: "yoasut" },
    loungewear: { name: "Verryttelyasut", slug: "verryttelyasut" },
    "gift-cards": { name: "Lahjakortit", slug: "lahjakortit" },
  },

  inspo: {
    summerOutfits: { name: "Kesäasut", slug: "kesa-asut" },
    summerDresses: { name: "Kesämekot", slug: "kesamekot" },
  },

  pages: {
    memberClub: {
      slug: "jasenklubi",
      title: "family – Little Northin jäsenklubi",
      description:
        "Liity maksuttomaan family-jäsenklubiimme ja saat 10 % alennuksen, jäsentarjouksia, syntymäpäiväyllätyksen ja pääsyn aleen ennen muita.",
      body: [
        {
          p: "family on Little Northin oma jäsenklubi lapsiperheille. Jäsenyys on maksuton, ja siitä on hyötyä heti ensimmäisestä tilauksesta lähtien.",
        },
        { h2: "Jäsenedut" },
        {
          ul: [
            "10 % jäsenalennus ostoksistasi",
            "Jäsenille räätälöidyt tarjoukset sähköpostiin ja tekstiviestillä",
            "Syntymäpäiväyllätys lapsesi merkkipäivänä",
            "Pääsy aleen ennen muita – ehdit valita suosikit ennen kuin koot loppuvat",
          ],
        },
        { h2: "Näin liityt" },
        {
          ul: [
            "Luo asiakastili verkkokaupassamme.",
            "Anna nimesi, sähköpostiosoitteesi ja matkapuhelinnumerosi – numero tarvitaan jäsenyyttä varten.",
            "Hyväksy family-jäsenehdot.",
            "Kirjaudu sisään ennen kassalle siirtymistä, niin jäsenalennus lasketaan tilaukseesi automaattisesti.",
          ],
        },
        { h3: "Voinko erota jäsenyydestä?" },
        {
          p: "Voit. Jäsenyyden voi lopettaa milloin tahansa omalta tililtä tai ottamalla yhteyttä asiakaspalveluumme osoitteessa service@littlenorth.shop. Lue lisää jäsenehdoista.",
        },
      ],
    },

    contact: {
      slug: "ota-yhteytta",
      title: "Ota yhteyttä",
      description:
        "Asiakaspalvelumme auttaa tilauksiin, toimituksiin ja palautuksiin liittyvissä kysymyksissä sähköpostitse ja chatissa arkisin klo 10–17.",
      body: [
        {
          p: "Autamme mielellämme, oli kyse sitten koon valinnasta, tilauksen tilasta tai palautuksesta. Katso myös ohjekeskuksesta vastaukset yleisimpiin kysymyksiin – sieltä löydät apua kellonajasta riippumatta.",
        },
        { h2: "Asiakaspalvelu" },
        {
          ul: [
            "Sähköposti: service@littlenorth.shop – vastaamme viesteihin arkisin mahdollisimman pian.",
            "Chat: arkisin klo 10–17 Suomen aikaa.",
          ],
        },
        {
          p: "Kun otat yhteyttä tilaukseen liittyen, kerro tilausnumerosi. Löydät sen tilausvahvistuksesta, jonka lähetimme sähköpostiisi.",
        },
        { h2: "Yhteystiedot" },
        {
          ul: [
            "Little North AB",
            "Storgatan 12, 411 38 Göteborg, Ruotsi",
            "Yritystunnus: 559123-4567",
            "ALV-numero: SE559123456701",
          ],
        },
        {
          p: "Huomaathan, että osoite on toimistomme osoite. Palautuksia ei voi lähettää tähän osoitteeseen, vaan ne rekisteröidään verkossa.",
        },
      ],
    },

    shipping: {
      slug: "toimitus",
      title: "Toimitus",
      description: "Toimitamme tilaukset Suomeen 2–5 arkipäivässä. Toimitus on ilmainen, kun tilaat vähintään 69 eurolla.",
      body: [
        { h2: "Toimitusaika" },
        {
          p: "Tilauksesi saapuu yleensä 2–5 arkipäivässä. Lähetämme tilaukset varastoltamme arkipäivisin, joten viikonloppuna tai pyhäpäivänä tehty tilaus lähtee matkaan seuraavana arkipäivänä. Vilkkaimpina kampanja-aikoina, kuten alessa ja Black Weekin aikana, toimitus voi kestää hieman tavallista kauemmin.",
        },
        { h2: "Toimituskulut" },
        {
          ul: [
            "Ilmainen toimitus, kun tilauksesi arvo on vähintään {69 EUR}.",
            "Alle {69 EUR}:n tilauksissa toimitusmaksu näytetään kassalla ennen kuin vahvistat tilauksen.",
            "Hinnat sisältävät arvonlisäveron, eikä Suomeen tehtävistä tilauksista peritä tulleja tai muita lisämaksuja.",
          ],
        },
        { h2: "Toimitustavat ja seuranta" },
        {
          p: "Valitset kassalla sinulle sopivan toimitustavan. Kun tilauksesi on lähetetty, saat sähköpostiisi lähetysvahvistuksen ja seurantalinkin, josta näet paketin etenemisen.",
        },
        { h3: "Jos paketti viipyy" },
        {
          p: "Jos pakettisi ei ole saapunut viiden arkipäivän kuluessa lähetysvahvistuksesta, ota yhteyttä asiakaspalveluumme osoitteessa service@littlenorth.shop ja kerro tilausnumerosi. Selvitämme asian puolestasi.",
        },
      ],
    },

    returns: {
      slug: "palautukset",
      title: "Palautukset ja 60 päivän palautusoikeus",
      description:
        "Sinulla on 60 päivän palautusoikeus, ja palautus on aina maksuton. Palautamme rahat 14 päivän kuluessa siitä, kun palautus on saapunut varastollemme.",
      body: [
        {
          p: "Lapset kasvavat ja mieli muuttuu – siksi saat tutustua tuotteisiin rauhassa. Sinulla on 60 päivän palautusoikeus tuotteen vastaanottamisesta, ja palautus on aina maksuton.",
        },
        { h2: "Näin palautus toimii" },
        {
          ul: [
            "Rekisteröi palautus verkossa Tee palautus -sivulla tilausnumerosi ja sähköpostiosoitteesi avulla.",
            "Pakkaa palautettavat tuotteet huolellisesti, mieluiten alkuperäiseen pakkaukseen.",
            "Kiinnitä pakettiin saamasi palautustarra ja vie paketti palautusohjeessa mainittuun toimipisteeseen.",
            "Saat sähköpostiviestin, kun palautuksesi on saapunut varastollemme ja käsitelty.",
          ],
        },
        { h2: "Milloin saan rahani takaisin?" },
        {
          p: "Palautamme rahat 14 päivän kuluessa siitä, kun palautus on saapunut varastollemme. Hyvitys maksetaan samalle maksutavalle, jolla maksoit tilauksen. Jos maksoit Klarnan laskulla, Klarna päivittää laskusi palautetun summan verran.",
        },
        { h2: "Huomioi ennen palautusta" },
        {
          ul: [
            "Palautettavien tuotteiden tulee olla käyttämättömiä, pesemättömiä ja sellaisenaan myytävässä kunnossa.",
            "Alusvaatteet voi palauttaa vain, jos hygieniasinetti tai tuotelaput ovat ehjät.",
            "60 päivän palautusoikeus ei koske alusvaatteita eikä lahjakortteja.",
          ],
        },
        {
          p: "Lakisääteinen 14 päivän peruuttamisoikeutesi on luonnollisesti voimassa kaikissa etäkaupassa tehdyissä ostoksissa sen mukaan, mitä kuluttajansuojalaissa säädetään.",
        },
      ],
    },

    registerReturn: {
      slug: "tee-palautus",
      title: "Tee palautus",
      description:
        "Rekisteröi palautus verkossa muutamassa minuutissa. Palautus on maksuton, ja saat palautustarran suoraan sähköpostiisi.",
      body: [
        { p: "Kaikki palautukset rekisteröidään verkossa. Näin tiedämme palautuksesi tulevan ja voimme käsitellä sen nopeasti." },
        { h2: "Palautus vaihe vaiheelta" },
        {
          ul: [
            "1. Syötä tilausnumerosi ja tilauksessa käyttämäsi sähköpostiosoite alla olevaan lomakkeeseen.",
            "2. Valitse palautettavat tuotteet ja kerro palautuksen syy – se auttaa meitä kehittämään valikoimaa ja kokotietoja.",
            "3. Saat sähköpostiisi maksuttoman palautustarran ja palautusohjeen.",
            "4. Pakkaa tuotteet, kiinnitä tarra pakettiin ja vie paketti palautusohjeessa mainittuun toimipisteeseen.",
            "5. Saat vahvistuksen sähköpostiisi, kun palautus on saapunut varastollemme.",
          ],
        },
        { h3: "Milloin rahat palautetaan?" },
        {
          p: "Palautamme rahat 14 päivän kuluessa siitä, kun palautus on saapunut varastollemme, samalle maksutavalle, jolla maksoit tilauksen.",
        },
        { h3: "Alusvaatteet" },
        {
          p: "Alusvaatteet voi palauttaa vain, jos hygieniasinetti tai tuotelaput ovat ehjät. Tarkista tämä ennen kuin rekisteröit palautuksen.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "omat-lahjakortit",
      title: "Omat lahjakortit",
      description: "Mitä voit tehdä Little Northin lahjakortilla verkkokaupassamme tänään.",
      body: [
        { p: "Saitko Little Northin lahjakortin? Tältä sivulta näet, mitä voit tehdä sillä verkkokaupassamme juuri nyt." },
        { h2: "Maksaminen lahjakortilla" },
        {
          p: "Verkkokaupassamme ei vielä voi maksaa lahjakortilla. Kassalla ei ole kenttää lahjakortin koodille, joten lahjakortilla ei voi maksaa tilausta littlenorth.shopissa kokonaan eikä osittain.",
        },
        { h2: "Saldo ja kysymykset" },
        {
          p: "Lahjakortin saldoa ei voi tarkistaa verkkosivuilla eikä Omat sivut -osiossa. Jos sinulla on kysyttävää lahjakortistasi, ota yhteyttä asiakaspalveluumme osoitteessa service@littlenorth.shop ja pidä tilausnumero tai lahjakortti käden ulottuvilla.",
        },
        { h2: "Hyvä tietää" },
        {
          ul: ["Lahjakorttia ei voi vaihtaa rahaksi eikä palauttaa.", "family-jäsenalennus ei koske lahjakorttien ostoa."],
        },
      ],
    },

    purchaseTerms: {
      slug: "tilausehdot",
      title: "Tilaus- ja toimitusehdot",
      description:
        "Little Northin verkkokaupan tilaus- ja toimitusehdot: hinnat, maksutavat, toimitus, 60 päivän palautusoikeus ja virhevastuu.",
      body: [
        { h2: "Myyjä" },
        {
          p: "Verkkokauppaa ylläpitää Little North AB, Storgatan 12, 411 38 Göteborg, Ruotsi (yritystunnus 559123-4567, ALV-numero SE559123456701). Asiakaspalvelu: service@littlenorth.shop ja chat arkisin klo 10–17 Suomen aikaa.",
        },
        { h2: "Tilaus ja hinnat" },
        {
          p: "Tilaus on sitova, kun olet vahvistanut sen kassalla ja saanut tilausvahvistuksen sähköpostiisi. Kaikki hinnat ovat euroina ja sisältävät arvonlisäveron. Pidätämme oikeuden korjata ilmeiset hinta- ja kirjoitusvirheet; ilmoitamme asiasta sinulle ennen kuin tilaus toimitetaan.",
        },
        { h2: "Maksutavat" },
        {
          ul: ["Maksukortti (Visa, Mastercard)", "Klarna – lasku tai osamaksu", "MobilePay"],
        },
        { h2: "Toimitus" },
        {
          p: "Toimitusaika Suomeen on 2–5 arkipäivää. Toimitus on ilmainen vähintään {69 EUR}:n tilauksissa; pienemmissä tilauksissa toimitusmaksu näkyy kassalla.",
        },
        { h2: "Palautusoikeus" },
        {
          p: "Sinulla on 60 päivän palautusoikeus tuotteen vastaanottamisesta, ja se kattaa myös lakisääteisen 14 päivän peruuttamisoikeuden. Palautukset rekisteröidään verkossa ja ovat maksuttomia. Palautamme rahat 14 päivän kuluessa siitä, kun palautus on saapunut varastollemme. Alusvaatteet voi palauttaa vain, jos hygieniasinetti tai tuotelaput ovat ehjät. 60 päivän palautusoikeus ei koske alusvaatteita eikä lahjakortteja.",
        },
        { h2: "Virheet ja reklamaatiot" },
        {
          p: "Jos tuotteessa on virhe, ilmoita siitä asiakaspalveluumme kohtuullisessa ajassa virheen havaitsemisesta. Liitä viestiin tilausnumero ja kuva virheestä. Virhevastuumme määräytyy kuluttajansuojalain mukaan.",
        },
        { h2: "Erimielisyydet" },
        {
          p: "Pyrimme ratkaisemaan kaikki tilanteet ensisijaisesti yhdessä kanssasi. Jos emme pääse sopuun, voit kääntyä maksuttoman kuluttajaneuvonnan puoleen ja viedä asian Kuluttajariitalautakunnan käsiteltäväksi.",
        },
      ],
    },

    privacy: {
      slug: "tietosuojaseloste",
      title: "Tietosuojaseloste",
      description:
        "Näin Little North käsittelee henkilötietojasi: mitä tietoja keräämme, mihin niitä käytetään, kuinka kauan niitä säilytetään ja mitkä ovat oikeutesi.",
      body: [
        { h2: "Rekisterinpitäjä" },
        {
          p: "Henkilötietojesi rekisterinpitäjä on Little North AB, Storgatan 12, 411 38 Göteborg, Ruotsi (yritystunnus 559123-4567). Tietosuojaa koskevissa asioissa voit ottaa yhteyttä osoitteeseen service@littlenorth.shop.",
        },
        { h2: "Mitä tietoja keräämme" },
        {
          ul: [
            "Yhteystiedot: nimi, toimitusosoite, sähköpostiosoite ja puhelinnumero",
            "Tilaus- ja palautustiedot: ostetut tuotteet, koot, palautukset ja asiakaspalvelukeskustelut",
            "Jäsentiedot, jos olet liittynyt family-jäsenklubiin",
            "Maksutiedot: maksut käsittelevät maksupalvelujen tarjoajat, emmekä tallenna korttitietojasi",
            "Tiedot sivuston käytöstä evästeiden avulla, jos olet antanut siihen suostumuksesi",
          ],
        },
        { h2: "Mihin tietoja käytetään" },
        {
          p: "Käytämme tietoja tilausten käsittelyyn ja toimittamiseen, palautuksiin ja asiakaspalveluun (sopimuksen täyttäminen), kirjanpitoon (lakisääteinen velvoite), family-jäsenyyden hallintaan sekä suostumuksellasi markkinointiin ja verkkokaupan kehittämiseen.",
        },
        { h2: "Kuinka kauan tietoja säilytetään" },
        {
          ul: [
            "Kirjanpitoon liittyvät tiedot, kuten kuitit ja tilaukset, säilytetään 7 vuotta kirjanpitolain edellyttämällä tavalla.",
            "Asiakastilin ja family-jäsenyyden tiedot säilytetään niin kauan kuin tili on voimassa. Kun poistat tilin, poistamme tiedot, joita emme ole lain mukaan velvollisia säilyttämään.",
            "Markkinointiin liittyviä tietoja käsitellään, kunnes peruutat suostumuksesi.",
          ],
        },
        { h2: "Oikeutesi" },
        {
          p: "Sinulla on oikeus saada pääsy tietoihisi, oikaista virheelliset tiedot, pyytää tietojen poistamista tai käsittelyn rajoittamista, vastustaa käsittelyä ja siirtää tietosi järjestelmästä toiseen. Voit peruuttaa antamasi suostumuksen milloin tahansa. Lähetä pyyntösi osoitteeseen service@littlenorth.shop, niin vastaamme kuukauden kuluessa.",
        },
        {
          p: "Jos katsot, että henkilötietojasi käsitellään lainvastaisesti, voit tehdä valituksen Tietosuojavaltuutetun toimistoon tai Ruotsin tietosuojaviranomaiselle (Integritetsskyddsmyndigheten).",
        },
      ],
    },

    cookies: {
      slug: "evasteet",
      title: "Evästekäytäntö",
      description: "Tietoa Little Northin käyttämistä evästeistä ja siitä, miten voit muuttaa evästeasetuksiasi milloin tahansa.",
      body: [
        {
          p: "Evästeet ovat pieniä tekstitiedostoja, jotka tallentuvat laitteellesi, kun käytät verkkokauppaamme. Osa evästeistä on välttämättömiä, jotta kauppa toimii. Muita käytämme vain suostumuksellasi.",
        },
        { h2: "Evästeiden tyypit" },
        {
          ul: [
            "Välttämättömät evästeet: pitävät ostoskorisi tallessa, muistavat kirjautumisesi ja suojaavat maksamista. Näitä ei voi kytkeä pois päältä.",
            "Analytiikkaevästeet: kertovat meille, miten sivustoa käytetään, jotta voimme parantaa esimerkiksi hakua ja kokotietoja. Tiedot käsitellään koottuina.",
            "Markkinointievästeet: auttavat näyttämään sinua kiinnostavia mainoksia muilla sivustoilla ja sosiaalisessa mediassa sekä mittaamaan kampanjoidemme tuloksia.",
          ],
        },
        { h2: "Näin muutat suostumustasi" },
        {
          p: "Kun vierailet sivustollamme ensimmäisen kerran, voit valita, mitkä evästeet hyväksyt. Voit muuttaa valintaasi tai peruuttaa suostumuksesi milloin tahansa sivun alareunasta löytyvän Evästeasetukset-linkin kautta.",
        },
        { h3: "Evästeiden poistaminen selaimesta" },
        {
          p: "Voit myös poistaa jo tallennetut evästeet selaimesi asetuksista. Huomaa, että jos estät kaikki evästeet, esimerkiksi ostoskori ja kirjautuminen eivät toimi.",
        },
        { p: "Lisätietoja henkilötietojesi käsittelystä saat tietosuojaselosteestamme." },
      ],
    },

    membershipTerms: {
      slug: "jasenehdot",
      title: "family-jäsenyyden ehdot",
      description:
        "Ehdot, jotka koskevat Little Northin maksutonta family-jäsenklubia: liittyminen, 10 % jäsenalennus, viestintä ja jäsenyyden päättäminen.",
      body: [
        { h2: "Jäsenyys" },
        {
          p: "family on Little North AB:n maksuton jäsenklubi. Jäseneksi liitytään luomalla asiakastili verkkokaupassa, antamalla matkapuhelinnumero ja hyväksymällä nämä ehdot. Jäsenyys on henkilökohtainen, ja kullakin henkilöllä voi olla yksi jäsenyys.",
        },
        { h2: "Jäsenedut" },
        {
          ul: [
            "10 % jäsenalennus ostoksista, kun olet kirjautuneena sisään tilausta tehdessäsi.",
            "Jäsentarjoukset, syntymäpäiväyllätys ja pääsy aleen ennen muita.",
            "Etujen sisältö voi muuttua. Kerromme merkittävistä muutoksista jäsenille etukäteen.",
          ],
        },
        { h2: "Viestintä" },
        {
          p: "Jäsenenä saat meiltä sähköposti- ja tekstiviestejä, joissa kerromme jäseneduista ja tarjouksista. Voit perua viestien tilauksen milloin tahansa viestin lopussa olevasta linkistä tai omalta tililtäsi. Jäsenyys jatkuu silti.",
        },
        { h2: "Jäsenyyden päättäminen" },
        {
          p: "Voit lopettaa jäsenyyden milloin tahansa omalta tililtäsi tai ottamalla yhteyttä asiakaspalveluun osoitteessa service@littlenorth.shop. Jäsenyys päättyy heti, eikä jäsenalennus ole sen jälkeen käytettävissä. Käsittelemme henkilötietojasi tietosuojaselosteemme mukaisesti.",
        },
        {
          p: "Little North voi päättää jäsenyyden, jos jäsen toimii ehtojen vastaisesti tai käyttää etuja väärin. Pidätämme oikeuden muuttaa ehtoja; ilmoitamme muutoksista jäsenille sähköpostitse hyvissä ajoin.",
        },
      ],
    },

    about: {
      slug: "tietoa-meista",
      title: "Tietoa meistä",
      description:
        "Little North on göteborgilainen verkkokauppa, joka myy lasten ja nuorten vaatteita, kenkiä ja asusteita kahdeksaan maahan.",
      body: [
        {
          p: "Little North syntyi halusta tehdä lastenvaatteiden ostamisesta helpompaa. Meiltä löydät vaatteet, kengät ja asusteet vauvasta teiniin – arkeen, juhlaan, kouluun ja ulkoiluun kaikkina vuodenaikoina.",
        },
        { h2: "Kuka olemme" },
        {
          p: "Olemme Little North AB, ja toimistomme sijaitsee Göteborgissa. Palvelemme asiakkaita Ruotsissa, Norjassa, Tanskassa, Suomessa, Alankomaissa, Saksassa, Ranskassa ja Puolassa – jokaisessa maassa omalla kielellä.",
        },
        { h2: "Mikä meille on tärkeää" },
        {
          ul: [
            "Vaatteet, jotka kestävät leikit, pesut ja usein myös pikkusisarukset.",
            "Selkeät kokotiedot, jotta oikea koko löytyy ensimmäisellä kerralla.",
            "Vaivaton asiointi: maksuton palautus ja 60 päivän palautusoikeus.",
            "Ystävällinen asiakaspalvelu sähköpostitse ja chatissa arkisin.",
          ],
        },
        { h2: "Yritystiedot" },
        { p: "Little North AB, Storgatan 12, 411 38 Göteborg, Ruotsi. Yritystunnus 559123-4567, ALV-numero SE559123456701." },
      ],
    },

    influencer: {
      slug: "vaikuttajayhteistyo",
      title: "Vaikuttajayhteistyö",
      description:
        "Teetkö sisältöä lapsiperheiden arjesta? Kerro itsestäsi – teemme mielellämme yhteistyötä vaikuttajien ja sisällöntuottajien kanssa.",
      body: [
        {
          p: "Teemme yhteistyötä sisällöntuottajien kanssa, jotka kertovat lapsiperheiden arjesta aidosti ja omalla tyylillään. Seuraajamäärää tärkeämpää meille on, että sisältösi ja arvomme kohtaavat.",
        },
        { h2: "Millaista yhteistyötä teemme" },
        {
          ul: [
            "Tuoteyhteistyöt ja kausimallistojen esittelyt",
            "Kaupalliset yhteistyöt sosiaalisessa mediassa",
            "Kuvat ja videot Instagram-kauppaamme",
          ],
        },
        { h2: "Näin haet mukaan" },
        {
          p: "Lähetä sähköpostia osoitteeseen service@littlenorth.shop otsikolla Vaikuttajayhteistyö. Kerro viestissä nimesi, kanavasi ja niiden linkit, seuraajamäärä sekä lyhyesti, millaista sisältöä teet ja keille. Vastaamme kaikkiin hakemuksiin, mutta vastaaminen voi kestää muutaman viikon.",
        },
        { h3: "Avoimuus" },
        {
          p: "Edellytämme, että kaikki kaupalliset yhteistyöt merkitään selkeästi mainonnaksi kuluttajaviranomaisen ohjeiden mukaisesti.",
        },
      ],
    },
  },

  perks: [
    {
      key: "free-shipping",
      text: "Ilmainen toimitus vähintään {69 EUR}:n tilauksiin",
      link: "/page/toimitus",
      linkText: "Lue lisää",
    },
    {
      key: "open-purchase",
      text: "60 päivän palautusoikeus – maksuton palautus",
      link: "/page/palautukset",
      linkText: "Lue lisää",
    },
    {
      key: "sealed-package",
      text: "Palautus vain, jos hygieniasinetti tai lappu on ehjä",
      link: "/page/palautukset",
      linkText: "Lue lisää",
    },
    { key: "member-discount", text: "family-jäsenenä saat 10 % alennuksen", link: "/page/jasenklubi", linkText: "Liity nyt" },
  ],

  washingAdvice: {
    title: "Hoito-ohjeet",
    intro:
      "Oikealla hoidolla lastenvaatteet pysyvät kauniina pidempään ja kulkevat helposti seuraavallekin käyttäjälle. Tarkista aina ensin vaatteen hoito-ohjelappu ja noudata näitä vinkkejä.",
    tips: [
      "Lue hoito-ohjelappu ennen ensimmäistä pesua ja noudata siinä ilmoitettua lämpötilaa.",
      "Pese käsin korkeintaan 40 asteessa, jos vaatteen hoito-ohjeessa niin neuvotaan – esimerkiksi villaiset ja herkät vaatteet.",
      "Käännä vaatteet nurin ennen pesua, niin painatukset ja värit säilyvät kauempaa.",
      "Sulje vetoketjut ja tarranauhat, jotta ne eivät takerru muihin vaatteisiin.",
      "Pese tummat ja vaaleat vaatteet erikseen, etenkin uudet vaatteet ensimmäisillä pesukerroilla.",
      "Älä täytä pesukonetta liian täyteen – vaatteet puhdistuvat paremmin ja rypistyvät vähemmän.",
      "Käytä hajusteetonta pesuainetta ja jätä huuhteluaine pois, se heikentää ulkovaatteiden vettähylkivyyttä.",
      "Kuivata vaatteet mieluiten ilmavasti kuivumaan ripustettuna, ja kuivaa villa- ja neulevaatteet tasaisella alustalla.",
    ],
  },

  categoryInfo: {
    title: "Näin mittaat lapsen jalan",
    text: [
      {
        p: "Oikean kokoinen kenkä tukee jalan kasvua ja tekee liikkumisesta mukavaa. Mittaa lapsen jalka mieluiten iltapäivällä, kun jalka on päivän aikana hieman turvonnut, ja mittaa aina molemmat jalat.",
      },
      {
        ul: [
          "Aseta paperiarkki lattialle seinää vasten.",
          "Pyydä lasta seisomaan paperilla kantapää seinää vasten ja paino tasaisesti molemmilla jaloilla.",
          "Merkitse kynällä pisimmän varpaan kärjen kohta paperiin.",
          "Mittaa etäisyys seinästä merkkiin senttimetreinä.",
        ],
      },
      {
        p: "Lisää mittaamaasi pituuteen noin 1–1,5 cm kasvuvaraa ja valitse koko pidemmän jalan mukaan. Vertaa tulosta tuotesivun kokotaulukkoon.",
      },
      {
        p: "Pienet lapset kasvattavat jalkaansa nopeasti, joten tarkista koko muutaman kuukauden välein. Jos kenkä ei sittenkään sovi, palautus on maksuton.",
      },
    ],
  },

  banners: {
    live: { text: "Välikausiale – jopa 50 % alennusta", url: "/ale" },
    scheduled: { text: "Syksyn uutuudet ovat täällä – tutustu uuteen mallistoon", url: "/uutuudet" },
    ended: { text: "Black Week – huipputarjoukset koko viikon", url: "/ale" },
  },

  memberOffers: {
    live: {
      title: "10 % syksyn uutuuksista",
      text: "Jäsenalennuksesi koskee myös kaikkia uutuuksia. Löydä suosikit ennen kuin ne loppuvat.",
    },
    ended: { title: "Koulunaloitus familyn kanssa", text: "Ennen koulujen alkua jäsenet saivat 10 % kaikesta kouluun." },
  },

  settings: {
    siteTitle: "Little North – lastenvaatteet, kengät ja asusteet",
    siteDescription:
      "Lasten ja nuorten vaatteet, kengät ja asusteet verkosta – ilmainen toimitus vähintään {69 EUR}:n tilauksiin ja 60 päivän palautusoikeus.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Liity family-jäseneksi – saat 10 %",
      text: "Jäsenyys on maksuton. Saat 10 % alennuksen ostoksistasi, jäsentarjouksia, syntymäpäiväyllätyksen ja pääsyn aleen ennen muita.",
      cta: "Liity jäseneksi",
    },
  },
};

export default seed;
