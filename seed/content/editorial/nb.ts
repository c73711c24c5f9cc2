import type { EditorialSeed } from "./types.ts";

const seed: EditorialSeed = {
  language: "nb",
  tableHeadings: {
    size: "Størrelse",
    age: "Alder",
    height: "Høyde (cm)",
    chest: "Brystvidde (cm)",
    waist: "Livvidde (cm)",
    inseam: "Innerbenslengde (cm)",
    euSize: "EU-størrelse",
    footLength: "Fotlengde (cm)",
  },
  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 ? `${fromMonths}–${toMonths} mnd.` : `${fromMonths / 12}–${toMonths / 12} år`,
  home: {
    title: "Little North – klær og sko til barn og ungdom",
    description:
      "Varme vinterjakker, vinterdresser og vinterstøvler til barn og ungdom. 60 dagers returrett og 10 % rabatt for medlemmer i family.",
    hero: {
      heading: "Nå kommer snøen",
      text: "Varme vinterjakker og vinterdresser som tåler aking, snøballkrig og lange dager ute i barnehagen. Kle barna godt før kulda setter inn for alvor.",
      cta: "Handle yttertøy",
      imageAlt:
        "En rød vattert vinterjakke, en marineblå vinterdress, en stripete strikkelue, gule votter og brune vinterstøvler lagt ut på snøhvit bakgrunn med snøfnugg",
    },
    tilesHeading: "Alt barna trenger i vinter",
    tiles: {
      outerwear: {
        label: "Yttertøy",
        imageAlt: "En rød vattert vinterjakke på lyseblå bakgrunn",
      },
      winterBoots: {
        label: "Vinterstøvler",
        imageAlt: "Et par brune, fôrede vinterstøvler på lys grå bakgrunn med snøfnugg",
      },
      knitwear: {
        label: "Strikkegensere",
        imageAlt: "En kremhvit flettestrikket genser på salviegrønn bakgrunn",
      },
      partyDresses: {
        label: "Festkjoler",
        imageAlt: "En mørkegrønn festkjole i fløyel med gullsløyfe på pudderrosa bakgrunn",
      },
      accessories: {
        label: "Tilbehør",
        imageAlt: "En stripete strikkelue og gule votter på lysegul bakgrunn",
      },
      giftCard: {
        label: "Gavekort",
        imageAlt: "Et gavekort fra Little North med gavebånd på dypblå bakgrunn",
      },
    },
    rails: {
      newArrivals: "Nyheter",
      picked: "Våre vinterfavoritter",
      winterBoots: "Vinterstøvler",
      sale: "Salg",
      brand: "Favoritter fra {brand}",
    },
    textImage: {
      heading: "Mål foten før du kjøper vinterstøvler",
      text: "Vinterstøvler skal ha plass til tykke ullsokker og litt å vokse i. Med et ark, en blyant og en linjal finner du riktig størrelse på fem minutter.",
      cta: "Slik måler du foten",
      imageAlt: "Omrisset av en barnefot tegnet på et ark, med en linjal og en blyant ved siden av",
    },
    perkStripHeading: "Derfor handler du hos oss",
    memberCta: {
      heading: "Bli medlem i family",
      text: "Det er gratis å være med. Du får 10 % rabatt når du er logget inn, egne medlemstilbud, en bursdagsoverraskelse til barnet og tidlig tilgang til salget.",
      cta: "Bli medlem",
    },
  },
  guidesIndex: {
    title: "Guider og gode råd",
    intro:
      "Hvilken størrelse skal du velge? Hvordan måler du foten? Og hva trenger barna egentlig på seg når det er minusgrader? Her har vi samlet rådene vi selv skulle ønske vi hadde fått.",
    description:
      "Størrelsesguide, skostørrelser, vask og stell, gavekort og lag på lag om vinteren – praktiske råd når du handler klær og sko til barn.",
  },
  guides: {
    "size-guide": {
      slug: "storrelsesguide",
      title: "Størrelsesguide: finn riktig størrelse på barneklær",
      summary:
        "Størrelsen på barneklær er barnets høyde i centimeter. Slik måler du barnet, leser tabellen og velger riktig når barnet er mellom to størrelser.",
      imageAlt: "Et målebånd ved siden av en sammenbrettet T-skjorte og et par jeans",
      body: [
        {
          p: "Klærne hos Little North følger det europeiske størrelsessystemet, der størrelsen står for barnets høyde i centimeter. Størrelse 110 passer altså et barn som er rundt 110 cm høyt. Vi har størrelser fra 50, til de aller minste, og helt opp til 176 for store tenåringer.",
        },
        { h2: "Slik fungerer størrelsene" },
        {
          p: "Hver størrelse dekker et spenn på omtrent fem centimeter. Er barnet 104 cm, passer størrelse 104. Har barnet vokst til 106 cm, er det tid for 110. Alderen i tabellen er bare en pekepinn. Barn på samme alder kan være svært ulike, så høyden sier mer enn alderen.",
        },
        { h2: "Slik måler du barnet" },
        {
          p: "Bruk et mykt målebånd, og mål over tynt undertøy eller en body. Det går lettest når barnet står stille, så ta gjerne med en bok eller en sang som hjelp.",
        },
        {
          ul: [
            "Høyde: La barnet stå uten sko med hælene inntil en vegg. Legg en bok flatt på hodet, sett et merke på veggen og mål fra gulvet og opp til merket.",
            "Brystvidde: Mål rundt den bredeste delen av brystkassen, rett under armhulene. Målebåndet skal ligge vannrett og tett inntil, men ikke stramt.",
            "Livvidde: Mål rundt magen i høyde med navlen. Be barnet puste helt vanlig og ikke trekke inn magen.",
            "Innerbenslengde: Mål fra skrittet og rett ned til gulvet på innsiden av beinet, uten sko. Du kan også måle innerbenet på et par bukser som sitter godt.",
          ],
        },
        { h2: "Størrelsestabell" },
        {
          table: "clothing-sizes",
          caption:
            "Størrelsen tilsvarer barnets høyde i centimeter. Alderen er bare veiledende – velg etter høyde og mål når du kan.",
        },
        { h2: "Mellom to størrelser?" },
        {
          p: "Velg den største. Barn vokser i rykk og napp, og litt ekstra plass gjør at plagget holder en hel sesong. Ermer og bukseben kan brettes opp de første ukene. På yttertøy og vinterdresser er det ekstra lurt å gå opp en størrelse, så det er plass til ull og fleece under.",
        },
        { h3: "De minste" },
        {
          p: "Babyer vokser svært fort de første månedene, og mange hopper nesten rett over størrelse 50. Kjøp heller få plagg i hver størrelse, og husk at bodyer og sparkebukser trenger god plass over bleien.",
        },
        { h3: "Større barn og tenåringer" },
        {
          p: "Fra rundt ti år vokser barna veldig ulikt. Noen skyter i været, andre legger på seg i bredden først. Sjekk derfor både høyde, brystvidde og livvidde i tabellen. Mange tenåringer liker dessuten en romsligere passform, så les produktbeskrivelsen for å se hvordan plagget sitter.",
        },
        { h2: "Og skoene?" },
        {
          p: "Skostørrelser følger et eget system og velges etter fotlengden. I guiden om skostørrelser viser vi hvordan du måler foten hjemme med et ark og en linjal.",
        },
      ],
    },
    "shoe-size": {
      slug: "skostorrelser",
      title: "Skostørrelser: slik måler du barnets fot",
      summary:
        "Riktig skostørrelse begynner med et ark og en linjal. Her ser du hvordan du måler foten, hvor mye voksemon barnet trenger og hvor ofte du bør måle på nytt.",
      imageAlt: "En fot tegnet opp på et ark, en linjal og en liten joggesko",
      body: [
        {
          p: "Barn merker sjelden selv at skoene er blitt for små. Tærne er myke og bøyer seg lett, så en sko kan kjennes grei selv om den klemmer. Derfor er det tryggest å måle foten før du kjøper nye sko. Det tar bare noen minutter.",
        },
        { h2: "Når bør du måle?" },
        {
          p: "Mål på ettermiddagen eller kvelden. Føttene hovner litt opp i løpet av dagen og er størst mot slutten av den. La barnet stå når du måler, for foten blir lengre når den bærer vekten. Bruk sokkene barnet skal ha i skoene: tynne sokker til joggesko og sandaler, tykke ullsokker til vinterstøvler.",
        },
        { h2: "Slik måler du foten, steg for steg" },
        {
          ul: [
            "1. Legg et ark på gulvet med kortsiden helt inntil en vegg.",
            "2. La barnet stå på arket med hælen inntil veggen og vekten fordelt på begge føttene.",
            "3. Hold blyanten loddrett og sett et merke rett foran den lengste tåen. Det er ikke alltid stortåen!",
            "4. Tegn gjerne rundt hele foten også, så ser du hvor bred den er.",
            "5. Mål med linjal fra kanten av arket til merket, og skriv ned målet i centimeter med én desimal.",
            "6. Gjør det samme med den andre foten.",
          ],
        },
        { h2: "Mål begge føttene" },
        {
          p: "De fleste har én fot som er litt lengre enn den andre. Det er alltid den lengste foten som bestemmer størrelsen.",
        },
        { h2: "Husk voksemonnen" },
        {
          p: "Skoen må være lengre enn foten, ellers får ikke tærne plass når barnet går og løper. Innvendig bør skoen være omtrent 1–1,5 cm lengre enn foten. I vinterstøvler trengs litt mer, fordi tykke ullsokker og fôr tar plass. Mye mer enn det bør det likevel ikke være: for store sko gjør at barnet snubler lettere og får gnagsår.",
        },
        {
          p: "I tabellen under er voksemonnen allerede regnet med. Finn fotlengden du målte, så ser du hvilken størrelse som passer. Skal du kjøpe vinterstøvler og målet ligger helt øverst i spennet, velger du størrelsen over.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Fotlengden er lengden på barnets fot, målt som beskrevet over. Voksemon på omtrent 1,5 cm er allerede regnet med, så du trenger ikke legge til noe selv.",
        },
        { h2: "Hvor ofte bør du måle?" },
        {
          p: "Små føtter vokser fort. De minste, opp til tre–fire år, bør du måle hver andre til tredje måned. For større barn holder det å måle et par ganger i året, og alltid før du kjøper sko til en ny sesong. Foten kan ha vokst mer enn du tror siden i fjor vinter.",
        },
        { h2: "Tegn på at skoene er blitt for små" },
        {
          ul: [
            "Barnet sier at det gjør vondt i føttene, eller vil ikke ta på seg skoene",
            "Du ser røde merker eller gnagsår på tærne, hælen eller oversiden av foten",
            "Du kjenner stortåen helt ute i tuppen når du trykker på skoen mens barnet står",
            "Barnet går annerledes enn før, snubler oftere eller vil bli båret",
          ],
        },
        {
          p: "Et enkelt triks: Ta ut innersålen og la barnet stå på den. Foran den lengste tåen bør det være omtrent 1–1,5 cm ledig. Er det mindre, er det tid for nye sko.",
        },
      ],
    },
    care: {
      slug: "vask-og-stell",
      title: "Vask og stell: slik varer barneklærne lenger",
      summary:
        "Riktig vask gjør at klær, yttertøy og sko holder seg fine lenge – og kan gå videre til søsken. Våre beste råd om vask, tørk, impregnering og ull.",
      imageAlt: "En klessnor med små T-skjorter, sokker og en kjole",
      body: [
        {
          p: "Barneklær får gjennomgå. Gjørme, gress, snø og sandkasse hører med, og mye må vaskes ofte. Med litt omtanke holder klærne likevel fargen, formen og funksjonen lenger.",
        },
        { h2: "Begynn med vaskelappen" },
        {
          p: "Vaskelappen forteller hvilken temperatur plagget tåler, om det kan tørkes i tørketrommel og om det trenger et skånsomt program. Les den før første vask, særlig på yttertøy, ull og plagg med trykk eller paljetter.",
        },
        { h2: "Før du vasker" },
        {
          ul: [
            "Vreng plaggene, så holder farger og trykk seg lenger",
            "Lukk glidelåser og borrelåser, så de ikke river opp andre plagg",
            "Tøm lommene – steiner, kongler og papirlapper blir gjerne med hjem fra barnehagen",
            "Sorter etter farge, og vask nye og mørke plagg for seg de første gangene",
            "Ikke fyll maskinen for full, så blir tøyet renere og slites mindre",
          ],
        },
        { h2: "Regntøy og funksjonsklær" },
        {
          p: "Regntøy, skalldresser og vinterjakker med membran skal aldri vaskes med tøymykner. Tøymykneren tetter stoffet, slik at plagget slutter å puste og slipper vann gjennom. Bruk et mildt vaskemiddel, gjerne et som er laget for funksjonsklær, og skyll godt. På vanlig regntøy holder det ofte å skylle av skitten med lunkent vann og en myk børste.",
        },
        { h3: "Impregner jevnlig" },
        {
          p: "Når vannet ikke lenger preller av, men trekker inn i stoffet, er det tid for ny impregnering. Vask plagget først, og bruk enten impregneringsspray eller impregnering som tilsettes i vaskemaskinen. Følg anvisningen på flasken, og la plagget tørke helt før det brukes igjen.",
        },
        { h2: "Vatterte jakker og dunjakker" },
        {
          p: "Vask vatterte jakker og dunjakker på skånsomt program med lite vaskemiddel, og skyll ekstra godt. Dun tåler ofte tørketrommel på lav varme. Legger du to–tre rene tennisballer i trommelen, blir dunet luftig igjen i stedet for å klumpe seg. Jakker med syntetisk fyll tørker fint hengende. Sørg for at jakken er helt tørr før den henges bort, ellers kan den lukte vondt.",
        },
        { h2: "Ull" },
        {
          p: "Ull renser seg selv og trenger sjelden vask. Ofte holder det å lufte plagget ute over natten. Må det vaskes, bruker du ullprogram eller håndvask i lunkent vann med ullvaskemiddel. Klem ut vannet uten å vri, og tørk plagget liggende flatt på et håndkle, så beholder det formen.",
        },
        { h2: "Vinterstøvler og skinnsko" },
        {
          p: "Våte vinterstøvler tørker best i romtemperatur. Ta ut innersålene og eventuelt innerstøvelen, og stapp avispapir i skoene så fuktigheten trekkes ut. Ikke sett dem rett på ovnen, på varmekabler eller foran peisen: sterk varme kan få skinnet til å sprekke og limet til å slippe.",
        },
        {
          p: "Skinnsko og skinnstøvler holder seg fine lenger med en børste, litt skokrem eller skinnbalsam og impregneringsspray før sesongen. Veisalt tørker ut skinnet, så tørk av hvite saltrender med en fuktig klut så fort du kan.",
        },
        { h2: "Reparer og gi videre" },
        {
          p: "Et hull på kneet eller en løs knapp er ingen grunn til å kaste et plagg. Strykelapper, en ny glidelås eller noen sting redder mye. Og når barnet har vokst ut av klærne, kan de gå videre til søsken, venner eller bruktmarkedet. Godt stelte barneklær har ofte mange runder igjen.",
        },
      ],
    },
    "gift-card": {
      slug: "alt-om-gavekort",
      title: "Klær i gave – og det du bør vite om gavekort",
      summary:
        "Tips når du vil gi klær eller sko til et barn i vekst: størrelse, hva som passer i hvilken alder, og hva som gjelder for gavekort fra Little North i dag.",
      imageAlt: "Et gavekort i en konvolutt med rødt gavebånd og stjerner",
      body: [
        {
          p: "Klær er en fin gave til et barn – så lenge de passer. Barn vokser fort, og størrelsen fra forrige sesong kan allerede være for liten. Her er våre beste tips for å finne en gave som passer og blir brukt, og det du bør vite før du gir bort et gavekort fra Little North.",
        },
        { h2: "Velg en størrelse å vokse i" },
        {
          p: "Størrelsene våre følger barnets høyde i centimeter, så det enkleste er å spørre foreldrene hvor høyt barnet er nå. Kan du ikke spørre, velger du størrelsen over den du tror passer. En genser som er litt stor, passer om noen måneder, men en som er for liten, passer aldri. I størrelsesguiden vår ser du hvilken størrelse som passer til hvilken høyde og alder.",
        },
        { h2: "Hva passer i hvilken alder?" },
        {
          ul: [
            "Babyer: myke bodyer, en sparkedress eller en strikket lue. Babyer vokser raskest av alle, så velg gjerne én eller to størrelser opp.",
            "Småbarn og barnehagebarn: klær som tåler lek ute, for eksempel regnbukse, votter, en varm lue eller en fleecejakke.",
            "Skolebarn: en hettegenser, en pyjamas eller et par myke strikkesokker. Spør etter yndlingsfargen eller hvilket dyr som gjelder akkurat nå.",
            "Ungdom: la dem gjerne velge selv. En lue, et skjerf eller en ryggsekk er et trygt valg, fordi størrelsen betyr mindre.",
          ],
        },
        { h2: "Sko og vinterklær" },
        {
          p: "Sko er bare en god gave hvis du vet hvor lang foten til barnet er, og føtter skal måles, ikke gjettes. I guiden vår om skostørrelser ser du hvordan du måler foten på et ark med en linjal. Vinterjakker og vinterdresser er populære gaver på senhøsten, men spør først – mange familier har allerede kjøpt årets vintertøy.",
        },
        { h2: "Hvis størrelsen ikke stemmer" },
        {
          p: "Ta vare på ordrebekreftelsen. Hos oss har du 60 dagers returrett fra den dagen du mottar bestillingen, så den som har bestilt, kan sende tilbake en gave i feil størrelse.",
        },
        { h2: "Tenker du på et gavekort?" },
        {
          p: "Gavekort finner du i kategorien Gavekort. Vær oppmerksom på at du foreløpig ikke kan betale med gavekort i nettbutikken vår: kassen har ikke noe felt for gavekortkoder, og saldoen kan ikke sjekkes på nettsiden. Før du kjøper et gavekort i gave, bør du kontakte kundeservice på service@littlenorth.shop og spørre hvordan mottakeren kan bruke det.",
        },
        { h2: "Har du fått et gavekort?" },
        {
          p: "På siden Mine gavekort, som du finner nederst på nettsiden, ser du hva du kan gjøre med et gavekort i nettbutikken vår i dag. Har du spørsmål, skriver du til service@littlenorth.shop – ha ordrenummeret eller gavekortet klart.",
        },
        { h3: "Greit å vite" },
        {
          ul: [
            "Et gavekort kan ikke veksles inn i kontanter og kan ikke returneres.",
            "Medlemsrabatten i family gjelder ikke når du kjøper gavekort.",
          ],
        },
      ],
    },
    "winter-layers": {
      slug: "lag-pa-lag-om-vinteren",
      title: "Lag på lag: slik kler du barna for vinteren",
      summary:
        "Tre lag holder barna varme og tørre hele dagen: ull innerst, noe varmt i midten og vind- og vanntett ytterst. Her er rådene for kalde dager.",
      imageAlt: "En undertrøye, en fleecegenser og en vattert jakke lagt ved siden av hverandre",
      body: [
        {
          p: "Det som holder barna varme, er ikke én tykk jakke, men flere lag. Luften mellom lagene isolerer, og det er lett å ta av eller på etter vær og aktivitet. Tre lag er nok de fleste vinterdager.",
        },
        { h2: "Innerst: ull eller syntetisk" },
        {
          p: "Det innerste laget skal ligge tett inntil kroppen og føre fuktighet bort fra huden. Ull er best, for den varmer selv om den blir fuktig. Syntetisk superundertøy er et godt valg for barn som synes ull klør. Unngå bomull innerst: bomull suger opp svette, holder på fuktigheten og gjør barnet kaldt.",
        },
        { h2: "I midten: fleece eller ull" },
        {
          p: "Mellomlaget skal holde på varmen. En fleecegenser, en ullgenser eller en fleecedress under vinterdressen fungerer godt. De kaldeste dagene kan barnet gjerne ha både ull og fleece.",
        },
        { h2: "Ytterst: vind- og vanntett" },
        {
          p: "Det ytterste laget beskytter mot vind, snø og slaps. En vinterdress, eller en vattert vinterjakke med vinterbukse, holder barnet tørt når det aker, graver i snøen og sitter i sølepytter. Se etter forsterkninger på knær og bak, og snølås nederst på beina som holder snøen ute.",
        },
        { h2: "Glem ikke hode, hender og føtter" },
        {
          ul: [
            "Lue: i ull eller med fleecefôr, og den skal dekke ørene godt. De minste har gjerne lue med knytebånd eller balaklava.",
            "Votter: vanntette votter ytterst, gjerne med ullvotter inni når det er kaldt. Lang mansjett holder snøen ute.",
            "Halsvarmer: i ull eller fleece. Den er tryggere enn skjerf, som kan sette seg fast i klatrestativet.",
            "Vinterstøvler: fôrede og med god plass til ullsokker. Trange støvler gir kalde føtter.",
          ],
        },
        { h2: "Er barnet varmt nok?" },
        {
          p: "Kjenn i nakken, ikke på hendene. Kalde hender og rød nese er helt normalt ute i kulda og betyr ikke at barnet fryser. Er nakken varm og tørr, har barnet det fint. Er den kald, trengs et lag til. Er den svett, bør du ta av et lag.",
        },
        { h2: "Til barnehagen" },
        {
          p: "Barnehagebarn er ute i all slags vær og blir ofte våte. Merk alt med navn – ti par like blå votter er ikke lette å skille fra hverandre. Dette er lurt å ha liggende i hylla:",
        },
        {
          ul: [
            "Et helt skift med ullundertøy, strømpebukse og sokker",
            "Ekstra votter og en ekstra lue",
            "Ullsokker og en fleecegenser",
            "En pose til våte klær",
          ],
        },
        { h2: "Tørk alt til neste morgen" },
        {
          p: "Når dagen er over, må alt tørke til i morgen. Heng vinterdress og votter i tørkeskap eller på et lunt sted, men ikke rett på ovnen. Ta innersålene ut av støvlene og stapp dem med avispapir. Da er alt tørt og klart når dere skal ut igjen.",
        },
      ],
    },
  },
  inspo: {
    summerOutfits: {
      heading: "Sommerantrekk for lange, lyse dager",
      intro: "Lette klær som tåler lek, sand og saltvann – fra morgenbadet til grillkvelden.",
      imageAlt: "Shorts, en stripete T-skjorte, sandaler og en solhatt på solgul bakgrunn",
      body: [
        { h2: "Enkelt og luftig" },
        {
          p: "Shorts og T-skjorte er sommerens uniform. Velg bomull eller lin som puster, og gjerne litt romslige plagg som ikke strammer når barna klatrer og løper. En stripete T-skjorte passer til alt.",
        },
        { h2: "Husk solhatt og sandaler" },
        {
          p: "En solhatt med brem skygger for ansiktet og nakken. Sandaler med lukket tå beskytter mot steiner og røtter, og badesandaler er greie å ha i badebagen. Ta med en tynn genser til kvelden, for selv de varmeste sommerdagene kan bli kjølige.",
        },
      ],
    },
    summerDresses: {
      heading: "Sommerkjoler som tåler lek",
      intro: "Lette kjoler i myke stoffer, til hverdag og fest – og til å snurre rundt i.",
      imageAlt: "Tre sommerkjoler i rosa, hvitt og turkis som henger på en klessnor mot blå himmel",
      body: [
        { h2: "Til lek og hverdag" },
        {
          p: "Velg kjoler i bomull eller lin som puster og tåler vask etter vask. Med sykkelshorts under går det fint å klatre, sykle og henge opp ned i klatrestativet.",
        },
        { h2: "Til fest" },
        {
          p: "Til bryllup, sommeravslutning og hagefest passer en kjole i lin eller med blonder og broderi. Ballerinasko eller sandaler gjør antrekket komplett, og en tynn cardigan er god å ha når kvelden blir kjølig.",
        },
      ],
    },
  },
  community: {
    title: "Instashop: antrekk fra kundene våre",
    description:
      "Se hvordan andre familier kler barna sine i Little North, og handle plaggene fra bildene. Del gjerne dine egne med #littlenorth.",
    intro:
      "Snødager, festkjoler og late søndager: Her er bildene kundene våre deler med #littlenorth. Under hvert bilde finner du plaggene, så du kan handle hele antrekket.",
    looks: [
      {
        title: "Snødag",
        caption: "Den første snøen kom i natt, og da var det bare å finne fram vinterdressen, lua og vottene!",
        imageAlt: "En vinterdress, et par vinterstøvler, en strikket lue og votter lagt flatt ved siden av hverandre",
      },
      {
        title: "Barnehagemorgen",
        caption: "Hettegenser, jeans og joggesko – og den lille sekken med matpakken, selvfølgelig.",
        imageAlt: "En hettegenser, et par jeans, joggesko og en liten ryggsekk lagt flatt ved siden av hverandre",
      },
      {
        title: "Klar for fest",
        caption: "Fløyelskjole til storesøster og skjorte med sløyfe til lillebror – nå kan julefestene bare komme.",
        imageAlt: "En festkjole i fløyel, en skjorte med sløyfe, ballerinasko og pensko lagt flatt ved siden av hverandre",
      },
      {
        title: "Kosesøndag",
        caption: "Pysj hele dagen, strikkesokker på beina og tøfler – i dag har vi ingen planer.",
        imageAlt: "En pyjamas, et par strikkede sokker og et par tøfler lagt flatt ved siden av hverandre",
      },
      {
        title: "Skogstur",
        caption: "Regnjakke, regnbukse og gummistøvler på, og så ut og lete etter sølepytter og kongler.",
        imageAlt: "En regnjakke, en regnbukse og et par gummistøvler lagt flatt ved siden av hverandre",
      },
      {
        title: "Sportshelg",
        caption: "Trening lørdag morgen og løkkefotball på søndag – denne helgen sitter ingen stille.",
        imageAlt: "En treningstrøye, en joggebukse, et par sportssko og en fotball lagt flatt ved siden av hverandre",
      },
    ],
  },
  club: {
    title: "family – medlemsklubben vår",
    description:
      "Bli medlem i family, helt gratis: 10 % rabatt når du er logget inn, egne medlemstilbud, bursdagsoverraskelse og tidlig tilgang til salget.",
    intro:
      "family er medlemsklubben til Little North. Det er gratis å være med, du trenger ikke handle for et bestemt beløp, og du kan melde deg ut når du vil.",
    imageAlt: "Gaveesker, et medlemskort med teksten «family» og hjerter på varm korallfarget bakgrunn",
    benefitsHeading: "Dette får du som medlem",
    benefits: [
      {
        title: "10 % rabatt",
        text: "Du får 10 % rabatt på kjøpene dine når du er logget inn. Rabatten gjelder ikke kjøp av gavekort.",
      },
      {
        title: "Egne medlemstilbud",
        text: "Tilbud som bare gjelder for medlemmer. Du finner dem under «Mine tilbud» på Mine sider.",
      },
      {
        title: "Bursdagsoverraskelse",
        text: "Når barnet ditt har bursdag, feirer vi med en liten overraskelse.",
      },
      {
        title: "Tidlig tilgang til salget",
        text: "Du får handle på salget før alle andre, mens utvalget og størrelsene fortsatt er størst.",
      },
    ],
    stepsHeading: "Slik blir du medlem",
    steps: [
      {
        title: "Logg inn",
        text: "Logg inn, eller opprett en kundekonto med e-postadressen din.",
      },
      {
        title: "Bli medlem",
        text: "Velg å bli medlem og godta medlemsvilkårene. Du må ha registrert mobilnummeret ditt på kontoen.",
      },
      {
        title: "Handle innlogget",
        text: "Handle mens du er logget inn, så trekkes 10 % fra automatisk i kassen.",
      },
    ],
    termsText: "Medlemskapet er gratis og har ingen bindingstid. Les hva som gjelder i vilkårene:",
    termsLinkText: "Medlemsvilkår for family",
    cta: "Bli medlem",
  },
};

export default seed;
