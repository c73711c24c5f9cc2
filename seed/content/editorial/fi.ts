import type { EditorialSeed } from "./types.ts";

const seed: EditorialSeed = {
  language: "fi",

  tableHeadings: {
    size: "Koko",
    age: "Ikä",
    height: "Pituus (cm)",
    chest: "Rinnanympärys (cm)",
    waist: "Vyötärönympärys (cm)",
    inseam: "Lahkeen sisäpituus (cm)",
    euSize: "EU-koko",
    footLength: "Jalan pituus (cm)",
  },

  ageSpan: (fromMonths, toMonths) => (fromMonths < 24 ? `${fromMonths}–${toMonths} kk` : `${fromMonths / 12}–${toMonths / 12} v`),

  home: {
    title: "Little North – lasten talvivaatteet ja -kengät",
    description:
      "Lämpimät talvitakit, toppahaalarit, talvikengät ja juhla-asut lapsille ja nuorille. Maksuton palautus ja 60 päivän palautusoikeus.",
    hero: {
      heading: "Valmiina lumipäiviin",
      text: "Ensilumi voi sataa minä yönä tahansa. Lämpimässä talvitakissa ja toppahaalarissa pulkkamäki jaksaa innostaa pitkään – ja joulun alla on mukavaa, kun talvivarusteet ovat jo kunnossa.",
      cta: "Katso ulkovaatteet",
      imageAlt:
        "Punainen toppatakki, tummansininen talvihaalari, raidallinen neulepipo, keltaiset lapaset ja ruskeat talvikengät lumenvalkoisella pohjalla lumihiutaleiden keskellä.",
    },
    tilesHeading: "Kaikki talveen",
    tiles: {
      outerwear: {
        label: "Ulkovaatteet",
        imageAlt: "Punainen toppatakki vaaleansinisellä taustalla.",
      },
      winterBoots: {
        label: "Talvikengät",
        imageAlt: "Ruskeat vuoritetut talvikengät vaaleanharmaalla taustalla lumihiutaleiden keskellä.",
      },
      knitwear: {
        label: "Neulepuserot",
        imageAlt: "Luonnonvalkoinen palmikkoneulepusero salvianvihreällä taustalla.",
      },
      partyDresses: {
        label: "Juhlamekot",
        imageAlt: "Tummanvihreä samettinen juhlamekko, jossa on kultainen rusetti, vaaleanpunaisella taustalla.",
      },
      accessories: {
        label: "Asusteet",
        imageAlt: "Raidallinen neulepipo ja keltaiset lapaset vaaleankeltaisella taustalla.",
      },
      giftCard: {
        label: "Lahjakortit",
        imageAlt: "Little Northin lahjakortti ja rusetti syvänsinisellä taustalla.",
      },
    },
    rails: {
      newArrivals: "Uutuudet",
      picked: "Talven suosikkimme",
      winterBoots: "Talvikengät",
      sale: "Ale",
      brand: "Suosikit merkiltä {brand}",
    },
    textImage: {
      heading: "Mittaa jalka ennen talvikenkien ostoa",
      text: "Talvikengässä pitää olla tilaa sekä kasvulle että paksulle villasukalle. Piirrä lapsen jalan ääriviiva paperille, mittaa pituus viivaimella ja katso oikea koko taulukosta. Homma hoituu viidessä minuutissa.",
      cta: "Näin mittaat jalan",
      imageAlt: "Paperille piirretty lapsen jalan ääriviiva, viivain ja lyijykynä.",
    },
    perkStripHeading: "Helppoa asiointia",
    memberCta: {
      heading: "Jäsenenä saat 10 % alennuksen",
      text: "Liity maksuttomaan family-klubiin. Saat 10 % alennuksen ostoksistasi, jäsentarjouksia, syntymäpäiväyllätyksen lapsellesi ja pääset aleen ennen muita.",
      cta: "Lue lisää ja liity",
    },
  },

  guidesIndex: {
    title: "Oppaat",
    intro:
      "Kokoneuvoja, jalan mittaamista, pesuvinkkejä ja talven pukeutumisohjeita. Kokosimme tänne vastaukset kysymyksiin, joita lapsiperheissä mietitään usein.",
    description:
      "Little Northin oppaat: lasten vaatekoot, kenkäkoot ja jalan mittaaminen, vaatteiden hoito, lahjakortti ja kerrospukeutuminen talvella.",
  },

  guides: {
    "size-guide": {
      slug: "kokoopas",
      title: "Lasten vaatekoot – näin löydät oikean koon",
      summary:
        "Lastenvaatteiden koko kertoo lapsen pituuden senttimetreinä. Näin mittaat lapsen oikein ja valitset koon, jossa on kasvunvaraa.",
      imageAlt: "Mittanauha taitetun t-paidan ja farkkujen vieressä.",
      body: [
        {
          p: "Lastenvaatteiden koot ovat helppoja: koko kertoo lapsen pituuden senttimetreinä. Meillä koot alkavat vastasyntyneen koosta 50 ja jatkuvat nuorten kokoon 176 asti, ja kokojen väli on yleensä kuusi senttiä. Koko 110 sopii siis lapselle, joka on noin 105–110 cm pitkä.",
        },
        { h2: "Näin mittaat lapsen" },
        {
          p: "Useimmiten pituus riittää koon valintaan. Housuissa ja tarkemmin istuvissa vaatteissa muistakin mitoista on apua. Mittaa lapsi ohuissa vaatteissa tai alusvaatteisillaan, ja pidä mittanauha suorassa mutta löysästi.",
        },
        {
          ul: [
            "Pituus: lapsi seisoo ilman kenkiä selkä seinää vasten, kantapäät yhdessä ja katse suoraan eteenpäin. Aseta kirja vaakatasoon päälaelle, merkitse kohta seinään ja mittaa lattiasta merkkiin.",
            "Rinnanympärys: mittaa rinnan leveimmästä kohdasta kainaloiden alta. Kädet ovat rentoina sivuilla.",
            "Vyötärönympärys: mittaa luonnollisen vyötärön kohdalta, yleensä vähän navan yläpuolelta. Älä kiristä nauhaa.",
            "Lahkeen sisäpituus: mittaa haarasta suoraan lattiaan jalan sisäsyrjää pitkin. Helpointa on mitata hyvin istuvista housuista.",
          ],
        },
        { h2: "Kokotaulukko" },
        {
          table: "clothing-sizes",
          caption: "Lastenvaatteiden koot ja mitat. Ikä on suuntaa antava – valitse koko ennen kaikkea pituuden mukaan.",
        },
        { h2: "Kun lapsi on kahden koon välissä" },
        {
          p: "Valitse suurempi koko. Lapset kasvavat pyrähdyksittäin, ja väljemmässä vaatteessa on tilaa liikkua, leikkiä ja pukea alle lämmin kerros. Liian pitkät hihat ja lahkeet voi kääntää, mutta liian pientä vaatetta ei saa isommaksi. Ulkovaatteissa ja haalareissa kasvunvara on erityisen tärkeä, koska talvella niiden alle puetaan välikerros.",
        },
        { h3: "Vauvat" },
        {
          p: "Vauva kasvaa ensimmäisenä vuotenaan nopeammin kuin koskaan myöhemmin, ja koko voi vaihtua parin kuukauden välein. Valitse mieluummin vähän väljä body tai potkupuku ja tarkista, ettei vaate purista jaloista eikä haarasta. Taulukon ikä on vain suuntaa antava, pituus kertoo enemmän.",
        },
        { h3: "Nuoret" },
        {
          p: "Nuorten koot toimivat samalla periaatteella kuin pienempien lasten koot. Kasvupyrähdyksessä pituutta voi tulla nopeasti lisää, vaikka vartalo pysyy hoikkana. Vertaa siksi myös rinnan- ja vyötärönympärystä taulukkoon ja lue tuotesivulta, miten vaate istuu.",
        },
        {
          p: "Kengille on oma oppaansa. Kenkäkoko valitaan jalan pituuden mukaan, ja mittaamiseen tarvitset vain paperin, kynän ja viivaimen. Jos koko ei sittenkään osu kohdalleen, palautus on maksuton.",
        },
      ],
    },

    "shoe-size": {
      slug: "kenkakoot",
      title: "Kenkäkoot ja lapsen jalan mittaaminen",
      summary:
        "Mittaa lapsen jalka paperin ja viivaimen avulla ja valitse kenkä, jossa on kasvunvaraa. Ohjeet vaihe vaiheelta ja kokotaulukko.",
      imageAlt: "Paperille piirretty jalan ääriviiva, viivain ja pieni tennari.",
      body: [
        {
          p: "Hyvin sopivassa kengässä jalka saa kasvaa ja varpaat liikkua vapaasti. Lapsi ei useinkaan itse huomaa, että kenkä puristaa, sillä pieni jalka on pehmeä ja mukautuu ahtaaseenkin kenkään. Siksi jalka kannattaa mitata aina ennen kuin ostat uudet kengät.",
        },
        { h2: "Milloin jalka mitataan?" },
        {
          p: "Mittaa jalka iltapäivällä tai illalla, sillä jalka turpoaa päivän mittaan hieman. Lapsen pitää seistä, koska jalka levenee ja pitenee, kun paino on sen päällä. Pue jalkaan samanlaiset sukat, joita lapsi käyttää kenkien kanssa: talvikenkiä varten paksut villasukat, kesäkenkiä varten ohuet sukat.",
        },
        { h2: "Näin mittaat jalan vaihe vaiheelta" },
        {
          ul: [
            "1. Aseta paperiarkki lattialle niin, että sen reuna on seinää vasten.",
            "2. Pyydä lasta seisomaan paperilla kantapää kevyesti seinää vasten ja paino tasaisesti kummallakin jalalla.",
            "3. Piirrä jalan ääriviiva. Pidä kynä pystyssä ja tiiviisti jalkaa vasten.",
            "4. Merkitse pisimmän varpaan kärki. Se ei aina ole isovarvas.",
            "5. Mittaa viivaimella matka paperin reunasta merkkiin millin tarkkuudella.",
            "6. Mittaa toinen jalka samalla tavalla.",
          ],
        },
        {
          p: "Jalat ovat harvoin täsmälleen yhtä pitkät. Valitse koko aina pidemmän jalan mukaan.",
        },
        { h2: "Muista kasvunvara" },
        {
          p: "Kengässä tarvitaan tilaa varpaiden edessä. Kengän sisäpituuden kuuluu olla noin 1–1,5 cm jalkaa pidempi, jotta jalka pääsee rullaamaan askeleessa ja kenkä riittää kasvulle. Talvikengissä varaa saa olla vähän enemmän, koska paksut sukat vievät tilaa ja varpaat pysyvät lämpiminä vain, jos niillä on väljää. Liian iso kenkä ei silti ole hyvä: kun kantapää nousee kävellessä, lapsi kompastelee helpommin.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Kenkien EU-koot ja jalan pituudet. Kasvunvara on jo laskettu mukaan, joten etsi taulukosta mittaamasi jalan pituus sellaisenaan.",
        },
        {
          p: "Jos tuotesivulla kerrotaan kengän sisäpituus, lisää mittaamaasi jalan pituuteen 1–1,5 cm ja vertaa tulosta siihen. Jos mitta osuu kahden koon rajalle, valitse suurempi koko, etenkin talvikengissä.",
        },
        { h2: "Kuinka usein jalka mitataan?" },
        {
          p: "Pienen lapsen jalka kasvaa nopeasti, ja kengät voivat jäädä pieniksi kesken kauden. Mittaa alle kouluikäisten jalat 2–3 kuukauden välein ja isompien lasten ainakin puolen vuoden välein. Mittaa jalka myös aina ennen kuin ostat uuden kauden kengät.",
        },
        { h3: "Merkkejä siitä, että kengät ovat jääneet pieniksi" },
        {
          ul: [
            "Lapsi riisuu kengät heti kun pääsee tai valittaa, että jalkoja väsyttää.",
            "Varpaissa, kantapäässä tai jalan sivuissa on punoittavia painaumia, kun kengät ja sukat otetaan pois.",
            "Kun otat pohjallisen pois ja lapsi seisoo sen päällä, varpaat ulottuvat pohjallisen kärkeen asti.",
            "Kengän kärki pullottaa tai on kulunut puhki.",
            "Lapsi kävelee varpaat koukussa tai kompastelee tavallista enemmän.",
          ],
        },
      ],
    },

    care: {
      slug: "vaatteiden-hoito",
      title: "Lastenvaatteiden pesu ja hoito",
      summary:
        "Näin peset ja hoidat lasten arkivaatteet, ulkovaatteet, villavaatteet ja talvikengät niin, että ne kestävät leikit ja kelpaavat vielä seuraavallekin.",
      imageAlt: "Pyykkinaru, jolla roikkuu pieniä t-paitoja, sukkia ja mekko.",
      body: [
        {
          p: "Lastenvaatteet joutuvat koville hiekkalaatikolla, kurakeleillä, ruokapöydässä ja pulkkamäessä. Oikealla pesulla ja hoidolla ne pysyvät silti siisteinä ja toimivina pitkään, ja moni vaate kelpaa vielä pikkusisarukselle tai kaverin lapselle.",
        },
        { h2: "Aloita hoito-ohjelapusta" },
        {
          p: "Hoito-ohjelappu kertoo, missä lämpötilassa vaate pestään, saako sen kuivata rumpukuivaajassa ja voiko sitä silittää. Noudata lapun ohjetta varsinkin ensimmäisillä pesukerroilla, jolloin väriä irtoaa helpoimmin.",
        },
        {
          ul: [
            "Käännä vaatteet nurin, niin painatukset ja värit säilyvät ja pinta nukkaantuu vähemmän.",
            "Pese samanväriset vaatteet yhdessä ja uudet, voimakkaanväriset vaatteet muutamalla ensimmäisellä kerralla erikseen.",
            "Sulje vetoketjut, tarranauhat ja painonapit, jotta ne eivät tartu muihin vaatteisiin.",
            "Tyhjennä taskut. Muuten kivet, kävyt ja karkkipaperit löytyvät pesukoneesta.",
            "Älä täytä konetta liian täyteen, niin vaatteet puhdistuvat ja huuhtoutuvat kunnolla.",
          ],
        },
        { h2: "Ulkovaatteet ja sadevaatteet" },
        {
          p: "Toppatakit, haalarit ja kuorivaatteet pestään miedolla pesuaineella ilman huuhteluainetta. Huuhteluaine tukkii kankaan pinnan ja heikentää sen vettähylkivyyttä ja hengittävyyttä. Kuivuneen kuran voi usein vain harjata pois tai huuhtoa suihkulla, sillä turha pesu kuluttaa pintakäsittelyä.",
        },
        {
          p: "Kun vesi ei enää helmeile pinnalla vaan imeytyy kankaaseen, on aika kyllästää. Pese vaate ja käsittele se kyllästysaineella pakkauksen ohjeen mukaan. Kumiset sadevaatteet pestään käsin haalealla vedellä ja kuivataan ripustettuina, ei koskaan patterin päällä.",
        },
        { h3: "Toppa- ja untuvavaatteet" },
        {
          p: "Pese toppatakki ja toppahaalari hellävaraisella ohjelmalla ja linkoa kevyesti. Untuvavaate kuivuu parhaiten rumpukuivaajassa matalalla lämmöllä, jos hoito-ohje sen sallii. Mukaan voi laittaa pari kuivauspalloa, jotka pöyhivät täytettä. Jos kuivaat vaatteen ripustettuna, ravista ja pöyhi sitä muutaman tunnin välein, kunnes täyte on täysin kuiva. Muuten untuva paakkuuntuu ja alkaa haista.",
        },
        { h3: "Villa" },
        {
          p: "Villa puhdistuu usein pelkällä tuuletuksella, joten villapaitaa ja villasukkia ei tarvitse pestä jokaisen käytön jälkeen. Kun peset, käytä villapesuainetta ja villaohjelmaa tai pese käsin haaleassa vedessä. Älä hankaa. Purista vesi pois pyyhkeen sisällä ja kuivaa vaate tasaisella alustalla, niin se pysyy muodossaan.",
        },
        { h2: "Talvikengät" },
        {
          p: "Märät talvikengät kuivuvat parhaiten huoneenlämmössä. Ota irrotettavat sisäkengät ja pohjalliset erikseen kuivumaan ja täytä kengät sanomalehdellä, joka imee kosteutta. Älä kuivaa kenkiä patterin, takan tai kiukaan lähellä, sillä kova kuumuus kovettaa nahan ja voi irrottaa pohjan. Pyyhi nahkakengistä lika ja tiesuola, ja kun kengät ovat kuivat, hoida nahka nahanhoitoaineella ja suojaa se suihkeella.",
        },
        { h2: "Korjaa ja anna eteenpäin" },
        {
          p: "Irronneen napin, pienen reiän polvessa tai rikkoutuneen vetoketjun vetimen voi korjata itse tai viedä ompelimoon. Polvipaikka on lastenvaatteessa melkein kunniamerkki. Kun vaate jää pieneksi, anna se sisarukselle, ystäväperheelle tai kierrätykseen. Hyvin hoidettu lastenvaate palvelee usein vielä toistakin lasta.",
        },
      ],
    },

    "gift-card": {
      slug: "lahjakortin-kaytto",
      title: "Vaatteet lahjaksi – ja mitä lahjakortista kannattaa tietää",
      summary:
        "Vinkit, kun annat vaatteita tai kenkiä lahjaksi kasvavalle lapselle: oikea koko, lahjaideat eri ikäisille ja se, mitä Little Northin lahjakortilla voi tehdä tänään.",
      imageAlt: "Lahjakortti kirjekuoressa, punainen rusetti ja tähtiä.",
      body: [
        {
          p: "Vaatteet ovat ihana lahja lapselle – kunhan ne ovat sopivat. Lapset kasvavat nopeasti, ja viime kauden koko voi olla jo liian pieni. Tässä parhaat vinkkimme lahjaan, joka sopii ja pääsee oikeasti käyttöön, sekä se, mitä kannattaa tietää ennen kuin annat Little Northin lahjakortin.",
        },
        { h2: "Valitse koko, jossa on kasvunvaraa" },
        {
          p: "Vaatekokomme perustuvat lapsen pituuteen senttimetreinä, joten helpointa on kysyä vanhemmilta, kuinka pitkä lapsi on nyt. Jos et voi kysyä, valitse kokoa isompi kuin se, jonka arvelet sopivan. Hieman väljä neule on sopiva muutaman kuukauden päästä, mutta liian pieni ei mahdu päälle koskaan. Koko-oppaastamme näet, mikä koko sopii millekin pituudelle ja iälle.",
        },
        { h2: "Mitä antaa minkäkin ikäiselle?" },
        {
          ul: [
            "Vauvat: pehmeät bodyt, potkupuku tai neulottu pipo. Vauvat kasvavat kaikkein nopeimmin, joten valitse mieluummin yksi tai kaksi kokoa isompi.",
            "Taaperot ja päiväkoti-ikäiset: vaatteet, jotka kestävät ulkoleikit, kuten sadehousut, lapaset, lämmin pipo tai fleecetakki.",
            "Koululaiset: huppari, pyjama tai pari pehmeitä neulesukkia. Kysy lapsen lempiväriä tai sitä eläintä, joka on juuri nyt suosikki.",
            "Teinit: anna heidän mieluiten valita itse. Pipo, kaulahuivi tai reppu on varma valinta, koska koolla on vähemmän merkitystä.",
          ],
        },
        { h2: "Kengät ja talvivaatteet" },
        {
          p: "Kengät ovat hyvä lahja vain, jos tiedät lapsen jalan pituuden, ja jalka kannattaa aina mitata eikä arvata. Kenkäkoko-oppaastamme näet, miten jalka mitataan paperin ja viivaimen avulla. Talvitakit ja toppahaalarit ovat suosittuja lahjoja loppusyksystä, mutta kysy ensin – moni perhe on jo ostanut tämän talven ulkovaatteet.",
        },
        { h2: "Jos koko ei sovi" },
        {
          p: "Säilytä tilausvahvistus. Meillä on 60 päivän palautusoikeus siitä päivästä, kun tilaus on vastaanotettu, joten tilauksen tehnyt voi palauttaa väärän kokoisen lahjan.",
        },
        { h2: "Mietitkö lahjakorttia?" },
        {
          p: "Lahjakortit löydät kategoriasta Lahjakortit. Huomaathan, että verkkokaupassamme ei vielä voi maksaa lahjakortilla: kassalla ei ole kenttää lahjakortin koodille, eikä saldoa voi tarkistaa verkkosivuilla. Ennen kuin ostat lahjakortin lahjaksi, ota yhteyttä asiakaspalveluumme osoitteessa service@littlenorth.shop ja kysy, miten saaja voi käyttää sitä.",
        },
        { h2: "Saitko lahjakortin?" },
        {
          p: "Omat lahjakortit -sivulla, jonka löydät sivuston alalaidasta, kerrotaan, mitä lahjakortilla voi tehdä verkkokaupassamme tänään. Jos sinulla on kysyttävää, kirjoita osoitteeseen service@littlenorth.shop ja pidä tilausnumero tai lahjakortti käden ulottuvilla.",
        },
        { h3: "Hyvä tietää" },
        { ul: ["Lahjakorttia ei voi vaihtaa rahaksi eikä palauttaa.", "family-jäsenalennus ei koske lahjakorttien ostoa."] },
      ],
    },

    "winter-layers": {
      slug: "kerrospukeutuminen",
      title: "Kerrospukeutuminen talvella – näin lapsi pysyy lämpimänä",
      summary:
        "Kolme kerrosta pitää lapsen lämpimänä ja kuivana koko talven. Näin valitset alus-, väli- ja ulkokerroksen ja tarkistat, ettei lapsi palele.",
      imageAlt: "Aluspaita, fleecepusero ja toppatakki vierekkäin.",
      body: [
        {
          p: "Talvella lapsi viihtyy ulkona tuntikausia: rakentaa lumilinnaa, laskee mäkeä ja kieriskelee hangessa. Paras tapa pysyä lämpimänä on pukeutua kerroksittain. Kerrosten väliin jää lämmintä ilmaa, ja kosteus pääsee siirtymään pois iholta. Kerroksia on myös helppo lisätä tai vähentää sään mukaan.",
        },
        { h2: "Kolme kerrosta" },
        {
          ul: [
            "Aluskerros: ihoa vasten villaa tai tekokuitua, joka siirtää kosteuden pois iholta. Vältä puuvillaa, sillä se imee hien ja viilentää märkänä.",
            "Välikerros: lämmittävä fleece tai villa. Kovalla pakkasella kaksi ohutta välikerrosta lämmittää paremmin kuin yksi paksu.",
            "Ulkokerros: tuulen- ja vedenpitävä toppahaalari tai talvitakki ja toppahousut. Se pitää lumen ja tuulen ulkona ja lämmön sisällä.",
          ],
        },
        { h2: "Pipo, lapaset ja kauluri" },
        {
          p: "Lämpöä karkaa helposti päästä, kaulasta, käsistä ja jaloista. Valitse pipo, joka peittää korvat, ja kaulaliinan sijaan kauluri. Se pysyy paikallaan eikä jää kiinni kiipeilytelineisiin. Lapaset lämmittävät paremmin kuin sormikkaat, ja kovalla pakkasella villalapaset toppalapasten sisällä ovat vanha hyvä konsti.",
        },
        { h3: "Talvikengät" },
        {
          p: "Talvikengässä on oltava tilaa villasukalle ja kasvulle. Liian tiukka kenkä heikentää verenkiertoa, ja varpaat alkavat palella. Valitse vuorellinen, vedenpitävä kenkä, jossa on karkea ja pitävä pohja. Yksi pari hyviä villasukkia lämmittää paremmin kuin monta paria ohuita.",
        },
        { h2: "Onko lapsella sopivan lämmin?" },
        {
          p: "Kädet ja nenänpää tuntuvat usein viileiltä, vaikka lapsella olisi muuten lämmin. Tunnustele siksi niskaa takin kauluksen alta. Jos iho on lämmin ja kuiva, vaatetus on sopiva. Jos niska on hikinen, ota yksi kerros pois. Jos se tuntuu viileältä, lisää kerros tai menkää sisälle lämmittelemään. Pieni lapsi ei aina itse kerro palelevansa, joten tarkista tilanne välillä.",
        },
        { h2: "Varavaatteet ja nimet päiväkotiin" },
        {
          p: "Päiväkodissa ulkoillaan säällä kuin säällä, ja lumi ja loska kastelevat vaatteet helposti. Jätä lokeroon ainakin nämä:",
        },
        {
          ul: [
            "aluskerrasto tai vaihtopaita ja -housut",
            "villasukat ja tavalliset sukat",
            "toiset lapaset, mieluiten kahdet",
            "pipo tai kypärämyssy",
            "alushousut",
          ],
        },
        {
          p: "Merkitse kaikki vaatteet nimellä. Kaksikymmentä toppahaalaria naulakossa näyttää yllättävän samanlaiselta. Silitettävä nimilappu tai nimitarra kestää pesut, ja lapasiin ja pipoon nimen voi kirjoittaa myös tekstiilitussilla.",
        },
        { h2: "Kuivaksi yön aikana" },
        {
          p: "Ripusta haalarit, lapaset, pipot ja kengät kuivumaan heti, kun tulette sisälle, niin ne ovat aamulla kuivat ja lämpimät. Ota kenkien sisäkengät ja pohjalliset erilleen ja täytä kengät sanomalehdellä. Kuivatuskaappi tai kuivausteline on kätevä, mutta vältä suoraa kuumuutta, joka vahingoittaa kenkien nahkaa ja ulkovaatteiden pintakäsittelyä.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Kesän helpot asut",
      intro: "Shortsit, raitapaita ja sandaalit: kesän parhaat asut kestävät hiekkalaatikon, uimarannan ja mökkilaiturin.",
      imageAlt: "Shortsit, raidallinen t-paita, sandaalit ja aurinkohattu aurinkoisen keltaisella taustalla.",
      body: [
        { h2: "Yhdistele helposti" },
        {
          p: "Valitse muutama perusvaate, jotka sopivat keskenään: raidallinen t-paita, yksiväriset shortsit ja kevyt huppari viileisiin iltoihin. Kun värit toistuvat, lapsi voi pukea itse, ja kaikki käy yhteen.",
        },
        { h3: "Aurinkosuoja ja jalkineet" },
        {
          p: "Lierihattu tai lippis suojaa päätä ja niskaa, ja väljä pitkähihainen paita on paras aurinkosuoja keskipäivällä. Sandaaleissa kannattaa valita säädettävät remmit ja umpinainen kärki, niin varpaat säästyvät kiviltä ja juurakoilta.",
        },
      ],
    },
    summerDresses: {
      heading: "Kesämekot leikkiin ja juhlaan",
      intro: "Kevyt kesämekko on helppo pukea ja mukava leikkiä. Puuvillainen mekko hengittää hellepäivänäkin.",
      imageAlt: "Kolme kesämekkoa, vaaleanpunainen, valkoinen ja turkoosi, pyykkinarulla sinistä taivasta vasten.",
      body: [
        { h2: "Valitse kangas ja malli" },
        {
          p: "Puuvilla ja pellava ovat kesämekossa parhaita, sillä ne hengittävät ja kestävät pesua. Leikkiin sopii polvipituinen, väljä mekko, jossa on tilaa kiipeillä ja juosta. Mekon alle voi pukea pyöräilyshortsit tai lyhyet leggingsit, niin keinuminen ja kiipeily sujuvat huoletta.",
        },
        { h3: "Arjesta juhlaan" },
        {
          p: "Sama mekko taipuu moneen: tennarit ja neuletakki arkeen, ballerinat ja hiuskoriste kesäjuhliin tai häihin. Vaalean mekon kanssa tahranpoistoaine kannattaa pitää käden ulottuvilla, sillä mansikat ja ruoho löytävät sen varmasti.",
        },
      ],
    },
  },

  community: {
    title: "Instagram-kauppa – asiakkaidemme asut",
    description:
      "Katso, miten asiakkaamme pukevat lapsensa lumipäiviin, juhliin ja arkeen, ja löydä kuvien vaatteet, kengät ja asusteet suoraan meiltä.",
    intro:
      "Asiakkaamme jakavat kuvia lastensa asuista tunnisteella #littlenorth. Tässä muutama suosikkimme ja kuvien vaatteet, kengät ja asusteet, jotka löydät suoraan meiltä.",
    looks: [
      {
        title: "Lumipäivä",
        caption: "Ensilumi satoi yöllä, ja aamulla oli kiire pihalle: haalari, talvikengät, pipo ja lapaset – ja menoksi!",
        imageAlt: "Talvihaalari, talvikengät, neulepipo ja lapaset aseteltuina vierekkäin.",
      },
      {
        title: "Päiväkotiaamu",
        caption: "Huppari, farkut ja tennarit, ja pienessä repussa kulkee se tärkein: pehmolelu.",
        imageAlt: "Huppari, farkut, tennarit ja pieni reppu aseteltuina vierekkäin.",
      },
      {
        title: "Juhlien aika",
        caption: "Sisarukset valmiina pikkujouluihin: samettimekko ja ballerinat, kauluspaita, rusetti ja juhlakengät.",
        imageAlt: "Samettinen juhlamekko, kauluspaita ja rusetti, ballerinat ja juhlakengät aseteltuina vierekkäin.",
      },
      {
        title: "Kotoisa sunnuntai",
        caption: "Pyjama päällä puoleenpäivään, villasukat jalassa ja tossut vieressä – sunnuntaina ei kiirehditä.",
        imageAlt: "Pyjama, neulotut sukat ja tossut aseteltuina vierekkäin.",
      },
      {
        title: "Metsäretki",
        caption:
          "Sateen jälkeen metsä on parhaimmillaan – sadetakki ja sadehousut päälle, kumisaappaat jalkaan, ja jokainen lätäkkö testataan.",
        imageAlt: "Sadetakki, sadehousut ja kumisaappaat aseteltuina vierekkäin.",
      },
      {
        title: "Urheiluviikonloppu",
        caption: "Lauantaina treenit, sunnuntaina pallo pihalle – treenipaita, collegehousut ja urheilukengät sopivat molempiin.",
        imageAlt: "Treenipaita, collegehousut, urheilukengät ja jalkapallo aseteltuina vierekkäin.",
      },
    ],
  },

  club: {
    title: "family – Little Northin jäsenklubi",
    description:
      "Liity maksuttomaan family-jäsenklubiin: 10 % alennus ostoksista, jäsentarjouksia, syntymäpäiväyllätys lapselle ja pääsy aleen ennen muita.",
    intro:
      "Little Northin jäsenklubi family on tehty lapsiperheille. Liittyminen on maksutonta, eikä jäsenyys velvoita ostamaan mitään – ja voit erota milloin tahansa.",
    imageAlt: "Lahjapaketteja, jäsenkortti, jossa lukee ”family”, ja sydämiä lämpimällä korallinpunaisella taustalla.",
    benefitsHeading: "Jäsenedut",
    benefits: [
      {
        title: "10 % alennus",
        text: "Saat 10 % alennuksen ostoksistasi aina, kun olet kirjautunut sisään.",
      },
      {
        title: "Jäsentarjoukset",
        text: "Jäsenille tarkoitetut tarjoukset löydät omalta tililtäsi kohdasta ”Omat tarjoukset”.",
      },
      {
        title: "Syntymäpäiväyllätys",
        text: "Muistamme lastasi hänen merkkipäivänään pienellä yllätyksellä.",
      },
      {
        title: "Aleen ennen muita",
        text: "Pääset aleen ennen muita ja ehdit valita suosikit ennen kuin koot loppuvat.",
      },
    ],
    stepsHeading: "Näin liityt",
    steps: [
      {
        title: "Kirjaudu sisään",
        text: "Kirjaudu asiakastilillesi tai luo uusi tili sähköpostiosoitteellasi.",
      },
      {
        title: "Liity jäseneksi",
        text: "Valitse family-jäsenyys ja hyväksy jäsenehdot. Jäsenyyttä varten tilillesi tarvitaan matkapuhelinnumero.",
      },
      {
        title: "Tee ostokset kirjautuneena",
        text: "Kun olet kirjautunut sisään, 10 % alennus vähennetään tilauksestasi kassalla.",
      },
    ],
    termsText: "Jäsenyyteen sovelletaan family-jäsenyyden ehtoja.",
    termsLinkText: "Lue jäsenehdot",
    cta: "Liity jäseneksi",
  },
};

export default seed;
