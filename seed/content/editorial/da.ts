import type { EditorialSeed } from "./types.ts";

const seed: EditorialSeed = {
  language: "da",

  tableHeadings: {
    size: "Størrelse",
    age: "Alder",
    height: "Højde (cm)",
    chest: "Brystvidde (cm)",
    waist: "Taljevidde (cm)",
    inseam: "Indvendig benlængde (cm)",
    euSize: "EU-størrelse",
    footLength: "Fodlængde (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 ? `${fromMonths}–${toMonths} mdr.` : `${fromMonths / 12}–${toMonths / 12} år`,

  home: {
    title: "Little North – børnetøj, sko og tilbehør til vinteren",
    description:
      "Vinterjakker, flyverdragter, vinterstøvler og blødt strik til børn og teenagere. Medlemmer af family får 10 % rabat.",
    hero: {
      heading: "Nu kommer sneen",
      text: "Flyverdragter, vinterjakker og varme støvler, der kan klare kælkebakken, snebolde og lange dage i børnehaven. Find det, der skal holde jeres børn varme hele vinteren.",
      cta: "Shop varmt overtøj",
      imageAlt:
        "En rød vatteret vinterjakke, en marineblå flyverdragt, en stribet strikhue, gule luffer og brune vinterstøvler lagt ud på snehvid baggrund med snefnug",
    },
    tilesHeading: "Klar til vinter",
    tiles: {
      outerwear: {
        label: "Overtøj",
        imageAlt: "En rød vatteret vinterjakke på lyseblå baggrund",
      },
      winterBoots: {
        label: "Vinterstøvler",
        imageAlt: "Et par brune forede vinterstøvler på lysegrå baggrund med snefnug",
      },
      knitwear: {
        label: "Striktrøjer",
        imageAlt: "En cremefarvet striktrøje med snoninger på salviegrøn baggrund",
      },
      partyDresses: {
        label: "Festkjoler",
        imageAlt: "En mørkegrøn fløjlskjole med en guldsløjfe på lyserød baggrund",
      },
      accessories: {
        label: "Tilbehør",
        imageAlt: "En stribet strikhue og gule luffer på lysegul baggrund",
      },
      giftCard: {
        label: "Gavekort",
        imageAlt: "Et gavekort fra Little North med et bånd om på mørkeblå baggrund",
      },
    },
    rails: {
      newArrivals: "Nyheder",
      picked: "Vores vinterfavoritter",
      winterBoots: "Varme vinterstøvler",
      sale: "Udsalg",
      brand: "Favoritter fra {brand}",
    },
    textImage: {
      heading: "Mål foden, før I køber vinterstøvler",
      text: "Vinterstøvler skal have plads til tykke uldsokker og lidt til at vokse i. Med et stykke papir, en blyant og en lineal har du målet på fem minutter – vi viser dig hvordan.",
      cta: "Sådan måler du foden",
      imageAlt: "Omridset af en barnefod tegnet på et stykke papir med en lineal og en blyant ved siden af",
    },
    perkStripHeading: "Derfor handler du hos os",
    memberCta: {
      heading: "Bliv medlem af family",
      text: "Det er gratis. Du får 10 % rabat, når du er logget ind, særlige medlemstilbud, en fødselsdagsoverraskelse til dit barn og tidlig adgang til udsalget.",
      cta: "Bliv medlem",
    },
  },

  guidesIndex: {
    title: "Guider",
    intro:
      "Gode råd om tøjstørrelser, skostørrelser, vask og vintertøj – så du rammer den rigtige størrelse første gang, og tøjet holder længere.",
    description:
      "Find den rigtige størrelse, mål barnets fod, og få gode råd om vask, gavekort og vintertøj lag på lag. Guider fra Little North.",
  },

  guides: {
    "size-guide": {
      slug: "storrelsesguide",
      title: "Størrelsesguide: find den rigtige tøjstørrelse",
      summary:
        "Sådan fungerer børnetøjets størrelser, og sådan måler du højde, brystvidde, talje og benlængde. Med størrelsestabel fra str. 50 til 176.",
      imageAlt: "Et målebånd ved siden af en foldet T-shirt og et par jeans",
      body: [
        { h2: "Størrelsen er barnets højde" },
        {
          p: "Børnetøj måles i centimeter, og størrelsen svarer til barnets højde. Str. 110 passer altså til et barn, der er op til 110 cm højt. Hos os går størrelserne fra str. 50, som passer til de helt nyfødte, op til str. 176 til store teenagere, og der er 6 cm mellem hver størrelse.",
        },
        {
          p: "Alderen i tabellen er kun vejledende. Børn vokser i hvert deres tempo, og to femårige kan sagtens bruge hver sin størrelse. Mål derfor hellere barnet end at gå efter alderen.",
        },
        { h2: "Sådan måler du dit barn" },
        {
          p: "Brug et blødt målebånd, og mål barnet i undertøj eller tyndt tøj. Lad barnet stå ret op og slappe af i skuldrene – og mål gerne to gange.",
        },
        {
          ul: [
            "Højde: Lad barnet stå uden sko med hælene mod en væg. Læg en bog fladt på hovedet, sæt et mærke på væggen, og mål fra gulvet op til mærket.",
            "Brystvidde: Mål vandret hele vejen rundt om brystet, lige under armhulerne, hvor brystkassen er bredest.",
            "Taljevidde: Mål rundt om maven i højde med navlen uden at stramme målebåndet.",
            "Indvendig benlængde: Mål fra skridtet ned langs indersiden af benet til gulvet. Det er nemmere at måle et par bukser, der passer godt.",
          ],
        },
        {
          table: "clothing-sizes",
          caption:
            "Tøjstørrelser fra str. 50 til 176 med barnets højde, brystvidde, taljevidde og indvendige benlængde i cm. Alderen er vejledende.",
        },
        { h2: "Mellem to størrelser?" },
        {
          p: "Vælg den største. Så er der plads til en tyk trøje under jakken og til at vokse i, og ærmerne kan sagtens smøges op den første tid. Det gælder især overtøj og flyverdragter, som skal holde hele sæsonen. Er bukserne for vide i livet, så se efter en model med elastik, der kan strammes indvendigt i linningen.",
        },
        { h3: "Baby" },
        {
          p: "De første måneder vokser babyer ekstra hurtigt, og mange springer en størrelse over. Køb hellere lidt for stort end for småt, og tjek, at bodyer og heldragter ikke strammer over skuldrene eller i skridtet. Til en nyfødt er str. 50 eller 56 det typiske udgangspunkt.",
        },
        { h3: "Teenagere" },
        {
          p: "I teenageårene vokser mange i ryk, og kroppen ændrer form. Her siger brystvidde, talje og benlængde ofte mere end højden. Sammenlign målene med tabellen, og læs produktbeskrivelsen – nogle modeller er små i størrelsen eller har en løs pasform.",
        },
        { h2: "Sko har deres egen guide" },
        {
          p: "Skostørrelser følger et andet system end tøjet. I vores guide til skostørrelser kan du se, hvordan du måler barnets fod, og hvor meget plads der skal være til at vokse.",
        },
      ],
    },

    "shoe-size": {
      slug: "skostorrelser",
      title: "Skostørrelser: sådan måler du barnets fod",
      summary:
        "Mål foden derhjemme med papir og lineal, og find den rigtige skostørrelse. Læs også, hvor meget plads der skal være til at vokse, og hvornår du skal måle igen.",
      imageAlt: "En fod tegnet op på et stykke papir med en lineal og en lille sneaker ved siden af",
      body: [
        {
          p: "Børnefødder vokser hurtigt, og børn siger sjældent selv til, når skoene klemmer. Derfor er det en god idé at måle foden, hver gang I skal have nye sko. Det tager kun fem minutter.",
        },
        { h2: "Hvornår skal du måle?" },
        {
          p: "Mål sidst på dagen. Fødderne bliver lidt større i løbet af dagen, så om eftermiddagen eller aftenen får du det rigtige mål. Barnet skal stå op med vægten på begge fødder – ikke sidde – for foden bliver længere, når den bærer vægt. Lad barnet have de strømper på, som skal bruges i skoene: tynde strømper til sneakers og sandaler, tykke uldsokker til vinterstøvler.",
        },
        { h2: "Trin for trin: mål foden på papir" },
        {
          ul: [
            "1. Læg et stykke papir på gulvet helt op ad en væg.",
            "2. Lad barnet stille sig på papiret med hælen helt inde mod væggen og vægten fordelt på begge fødder.",
            "3. Sæt en streg lige foran den længste tå. Hold blyanten lodret – og husk, at den længste tå ikke altid er storetåen.",
            "4. Gør det samme med den anden fod.",
            "5. Mål med en lineal fra papirets kant ved væggen til stregen, og skriv målet ned i centimeter med én decimal.",
            "6. Brug målet fra den længste fod, og find det i tabellen nedenfor.",
          ],
        },
        {
          p: "Mål altid begge fødder. De fleste har en fod, der er lidt længere end den anden, og skoen skal passe til den længste.",
        },
        { h2: "Plads til at vokse" },
        {
          p: "En sko skal være ca. 1–1,5 cm længere end foden, så tæerne kan bevæge sig, når barnet går, og skoen kan bruges lidt længere. I vores tabel er den plads allerede regnet med. Du skal altså bare finde barnets målte fodlængde i tabellen og ikke selv lægge noget til.",
        },
        {
          p: "Vinterstøvler skal have lidt ekstra plads til tykke uldsokker. Har du målt med tynde strømper, eller ligger målet i toppen af en størrelse, så vælg størrelsen over. Køb dog ikke alt for stort: en sko, der er for lang, giver dårlig støtte og gør det lettere at snuble.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Skostørrelser fra EU 18 til 41. Fodlængden er barnets fod målt i cm – plads til at vokse er allerede regnet med.",
        },
        { h2: "Mål igen – og tit" },
        {
          p: "Små børns fødder kan vokse en hel størrelse på få måneder. Mål derfor foden hver anden til tredje måned, indtil barnet er i skolealderen. Større børn vokser lidt langsommere, men mål alligevel altid, før I køber nye sko – også selvom de gamle ser ud til at passe.",
        },
        { h3: "Tegn på, at skoene er blevet for små" },
        {
          ul: [
            "Barnet vil helst tage skoene af, klager over ondt i fødderne eller går anderledes end før",
            "Der er røde mærker på tæerne, hælen eller oven på foden, når skoene kommer af",
            "Du kan mærke storetåen helt ude i skosnuden, når du trykker med tommelfingeren, mens barnet står op",
            "Strømperne bliver hurtigt slidt op ved tæerne",
            "Tag sålen ud, og lad barnet stå på den: Er der mindre end en fingerbredde foran den længste tå, er det tid til nye sko",
          ],
        },
        {
          p: "Husk også hjemmesko, gummistøvler og sandaler. De bliver tit glemt, fordi de kun bruges en del af året.",
        },
      ],
    },

    care: {
      slug: "vask-og-pleje",
      title: "Vask og pleje: sådan holder børnetøjet længere",
      summary:
        "Vaskemærker, regntøj, dunjakker, uld og vinterstøvler: gode råd til vask og pleje, så tøjet holder til mere leg – og kan gå videre bagefter.",
      imageAlt: "En tøjsnor med små T-shirts, strømper og en kjole",
      body: [
        {
          p: "Børnetøj bliver vasket tit og brugt hårdt. Med nogle få gode vaner holder det længere, ser pænere ud og kan gå videre til næste barn, når det er blevet for lille.",
        },
        { h2: "Start med vaskemærket" },
        {
          p: "Vaskemærket fortæller, hvor varmt tøjet må vaskes, om det tåler tørretumbler, og om det må stryges. Følg det – og vælg gerne en lavere temperatur end den højeste tilladte. 30 grader er nok til det meste hverdagstøj og skåner både stof og farver.",
        },
        { h2: "Gode vaskevaner" },
        {
          ul: [
            "Vend tøjet på vrangen, så tryk og farver holder længere, og stoffet ikke fnuller så hurtigt",
            "Vask tøj i samme farver sammen – og mørkt og lyst hver for sig, især de første gange",
            "Luk lynlåse, burrebånd og trykknapper, så de ikke hiver fat i andet tøj",
            "Tøm lommerne for sten, kastanjer og papirlommetørklæder",
            "Fyld ikke maskinen helt op – tøjet skal have plads til at bevæge sig",
          ],
        },
        { h2: "Regntøj og overtøj" },
        {
          p: "Regntøj, flyverdragter og skaljakker skal vaskes uden skyllemiddel. Skyllemidlet lægger en hinde på stoffet, så det ikke længere kan ånde og holde vandet ude. Brug et mildt vaskemiddel eller et vaskemiddel til funktionstøj, og skyl gerne en ekstra gang. Det meste mudder på regntøjet kan du tørre af med en fugtig klud eller skylle af under bruseren.",
        },
        {
          p: "Når vandet ikke længere preller af, men trækker ind i stoffet, er det tid til at imprægnere. Brug imprægnering til vaskemaskinen eller på spray, og følg anvisningen på emballagen. Nogle imprægneringer skal have lidt varme for at virke, så tjek vaskemærket for, om tøjet tåler tørretumbler ved lav varme.",
        },
        { h3: "Vatterede jakker og dunjakker" },
        {
          p: "Vask vatterede jakker og dunjakker på et skåneprogram med god plads i tromlen. Tør dem i tørretumbleren ved lav varme med et par tennisbolde eller tørrebolde, så fyldet ikke klumper, eller lad dem tørre liggende, og ryst dem en gang imellem. En dunjakke skal være helt tør helt inde i fyldet, før den hænges på plads – ellers kan den begynde at lugte.",
        },
        { h3: "Uld" },
        {
          p: "Uld er til en vis grad selvrensende og skal sjældent vaskes. Tit er det nok at lufte uldundertøj, huer og luffer udendørs. Skal det vaskes, så brug uldprogrammet eller håndvask i lunkent vand med uldvaskemiddel, og lad være med at gnide. Rul tøjet ind i et håndklæde for at presse vandet ud, og lad det tørre liggende.",
        },
        { h3: "Vinterstøvler og lædersko" },
        {
          p: "Tag sålerne ud af vinterstøvlerne hver aften, og lad støvlerne tørre ved stuetemperatur, gerne med avispapir inden i. Sæt dem ikke direkte på radiatoren eller foran brændeovnen – stærk varme kan få lim, gummi og læder til at slå revner. Lædersko skal børstes fri for snavs og vejsalt, tørre langsomt og have læderfedt eller læderpleje en gang imellem, så de holder sig bløde og vandafvisende.",
        },
        { h2: "Reparer – og giv videre" },
        {
          p: "Et hul på knæet, en løs knap eller en lynlås, der driller, er hurtigt klaret med en lap, nål og tråd eller et besøg hos skrædderen. Og når tøjet er blevet for lille, kan det gå videre til en søskende, en ven eller en ny familie via genbrug. Godt plejet børnetøj kan sagtens holde til flere børn.",
        },
      ],
    },

    "gift-card": {
      slug: "gavekort-sadan-virker-det",
      title: "Tøj i gave – og det, du skal vide om gavekort",
      summary:
        "Gode råd, når du vil give tøj eller sko til et barn, der vokser: størrelser, hvad der passer til hvilken alder, og hvad der gælder for gavekort fra Little North i dag.",
      imageAlt: "Et gavekort i en kuvert med et rødt bånd og små stjerner",
      body: [
        {
          p: "Tøj er en dejlig gave til et barn – så længe det passer. Børn vokser hurtigt, og størrelsen fra sidste sæson kan allerede være for lille. Her er vores bedste råd til at finde en gave, der passer og bliver brugt, og det, du skal vide, før du giver et gavekort fra Little North.",
        },
        { h2: "Vælg en størrelse at vokse i" },
        {
          p: "Vores størrelser følger barnets højde i centimeter, så det nemmeste er at spørge forældrene, hvor mange centimeter barnet måler lige nu. Kan du ikke spørge, så vælg størrelsen over den, du tror passer. En trøje, der er lidt for stor, passer om et par måneder, men en, der er for lille, kommer aldrig til at passe. I vores størrelsesguide kan du se, hvilken størrelse der passer til hvilken højde og alder.",
        },
        { h2: "Hvad passer til hvilken alder?" },
        {
          ul: [
            "Babyer: bløde bodyer, en heldragt eller en strikhue. Babyer vokser hurtigst af alle, så vælg gerne en eller to størrelser større.",
            "Småbørn og børnehavebørn: tøj, der kan tåle leg udenfor, fx regnbukser, luffer, en varm hue eller en fleecejakke.",
            "Skolebørn: en hættetrøje, en pyjamas eller et par bløde strikkede sokker. Spørg efter yndlingsfarven eller det dyr, der er populært lige nu.",
            "Teenagere: lad dem gerne vælge selv. En hue, et halstørklæde eller en rygsæk er et sikkert valg, fordi størrelsen betyder mindre.",
          ],
        },
        { h2: "Sko og vintertøj" },
        {
          p: "Sko er kun en god gave, hvis du kender længden på barnets fod, og fødder skal måles, ikke gættes. I vores guide til skostørrelser kan du se, hvordan du måler foden på et stykke papir med en lineal. Vinterjakker og flyverdragter er populære gaver sidst på efteråret, men spørg først – mange familier har allerede købt vintertøjet til i år.",
        },
        { h2: "Hvis størrelsen ikke passer" },
        {
          p: "Gem ordrebekræftelsen. Hos os har du 60 dages returret fra den dag, du modtager din ordre, så den, der har bestilt, kan sende en gave i den forkerte størrelse retur.",
        },
        { h2: "Overvejer du et gavekort?" },
        {
          p: "Gavekort finder du i kategorien Gavekort. Vær opmærksom på, at du endnu ikke kan betale med gavekort i vores webshop: kassen har intet felt til gavekortkoder, og saldoen kan ikke ses på hjemmesiden. Før du køber et gavekort som gave, så kontakt vores kundeservice på service@littlenorth.shop, og spørg, hvordan modtageren kan bruge det.",
        },
        { h2: "Har du fået et gavekort?" },
        {
          p: "På siden Mine gavekort, som du finder nederst på hjemmesiden, kan du læse, hvad du kan bruge et gavekort til i vores webshop i dag. Har du spørgsmål, så skriv til service@littlenorth.shop, og hav ordrenummeret eller gavekortet klar.",
        },
        { h3: "Godt at vide" },
        {
          ul: [
            "Et gavekort kan ikke ombyttes til kontanter og kan ikke returneres.",
            "Medlemsrabatten i family gælder ikke ved køb af gavekort.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "lag-pa-lag-til-vinter",
      title: "Vintertøj lag på lag: sådan holder dit barn varmen",
      summary:
        "Lag på lag gjort enkelt: uld inderst, noget varmt i midten og vind- og vandtæt yderst. Plus huer, luffer, støvler og skiftetøj til vuggestue og børnehave.",
      imageAlt: "En undertrøje, en fleecetrøje og en vatteret jakke lagt ved siden af hinanden",
      body: [
        {
          p: "Det varmeste er ikke én tyk jakke, men flere lag, der arbejder sammen. Luften mellem lagene isolerer, og du kan tage et lag af eller på, når vejret skifter – eller når legen bliver vild.",
        },
        { h2: "Tre lag – det er hele hemmeligheden" },
        {
          ul: [
            "Inderst: undertøj af uld eller syntetisk funktionsstof, der leder fugten væk fra huden. Undgå bomuld – det holder på sveden, og så bliver barnet koldt.",
            "I midten: et varmt mellemlag af fleece eller uld, fx en fleecetrøje eller en striktrøje.",
            "Yderst: en vind- og vandtæt jakke og bukser eller en flyverdragt, der holder sne, slud og blæst ude.",
          ],
        },
        { h2: "Inderlaget: uld frem for bomuld" },
        {
          p: "Uld varmer, selv når det bliver fugtigt, og det lugter ikke så hurtigt. Merinould er blød og kradser ikke, så den er god til børn med sart hud. Syntetisk undertøj tørrer hurtigt og er et godt valg til aktive børn. Bomuld er dejligt om sommeren, men om vinteren bliver det vådt og koldt ind mod huden.",
        },
        { h2: "Hue, luffer, hals og fødder" },
        {
          p: "Hænder, fødder og ører bliver hurtigt kolde, så det er her, de sidste detaljer gør en forskel.",
        },
        {
          ul: [
            "En hue, der dækker ørerne – gerne af uld eller med fleecefor",
            "Luffer frem for fingerhandsker til de mindste – vandtætte luffer til snevejr og gerne et ekstra par i tasken",
            "En halsedisse i stedet for et halstørklæde, så intet kan sætte sig fast, når barnet leger",
            "Forede vinterstøvler med plads til tykke uldsokker – stramme støvler bliver hurtigt kolde",
          ],
        },
        { h2: "Fryser barnet – eller sveder det?" },
        {
          p: "Kolde hænder og en kold næse siger ikke så meget, for de bliver hurtigt kolde hos børn. Stik i stedet en hånd ind i nakken på barnet. Er nakken lun og tør, har barnet det godt. Er den kold, mangler der et lag. Er den svedig, har barnet for meget tøj på – så skal et lag af, før sveden gør barnet koldt.",
        },
        { h2: "Skiftetøj og navn i alt" },
        {
          p: "I vuggestuen og børnehaven bliver tøjet vådt, så læg skiftetøj i barnets garderobe: undertøj, strømper, uldsokker, et par ekstra luffer og en trøje. Sæt navn i det hele – huer, luffer og støvler ligner hinanden, og med navnemærker finder tingene hjem igen.",
        },
        { h2: "Tør det hele hver aften" },
        {
          p: "Hæng flyverdragt, luffer og hue til tørre, når I kommer hjem, og tag sålerne ud af støvlerne, så det hele er tørt og klar næste morgen. Lad tøjet tørre ved stuetemperatur og ikke direkte på radiatoren – især ikke støvlerne, hvor stærk varme kan ødelægge lim og læder. Avispapir i støvlerne hjælper, og det samme gør en støvletørrer ved lav varme.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Klar til lange sommerdage",
      intro:
        "Shorts, T-shirts og sandaler, der kan klare både legepladsen, stranden og sommerferien. Her er vores favoritter til de varme dage.",
      imageAlt: "Et par shorts, en stribet T-shirt, sandaler og en solhat på solgul baggrund",
      body: [
        { h2: "Let og luftigt" },
        {
          p: "Vælg tøj i bomuld og hør, der ånder og tåler mange vaske. En stribet T-shirt og et par shorts kan kombineres med næsten alt, og en ekstra trøje i tasken klarer de kølige aftener.",
        },
        {
          ul: [
            "En solhat med bred skygge eller en kasket med nakkeskærm",
            "Sandaler med lukket tå til legepladsen og skoven",
            "Badesandaler til stranden og svømmehallen",
          ],
        },
      ],
    },
    summerDresses: {
      heading: "Sommerkjoler til solskinsdage",
      intro:
        "Lette kjoler, der er lige til at trække over hovedet på vej ud ad døren – og som tåler både is, sand og vandpytter.",
      imageAlt: "Tre sommerkjoler i lyserød, hvid og turkis hængt op på en tøjsnor under en blå himmel",
      body: [
        { h2: "Kjoler til leg og fest" },
        {
          p: "Vælg en kjole i bomuld, der ikke strammer, så barnet kan klatre, løbe og cykle. Med et par cykelshorts under er den klar til alt – og med pæne sandaler er den lige så fin til fødselsdag og sankthans.",
        },
        {
          p: "Køb gerne en størrelse, der giver lidt plads. Så kan kjolen bruges hele sommeren og måske også næste år, hvor den bare bliver lidt kortere.",
        },
      ],
    },
  },

  community: {
    title: "Instashop",
    description:
      "Se, hvordan andre familier klæder deres børn på – fra snedage til fester – og shop tøjet fra billederne direkte hos Little North.",
    intro:
      "Her er nogle af de looks, vores kunder har delt med #littlenorth. Find inspiration til både hverdag og fest, og shop tøjet direkte fra billederne.",
    looks: [
      {
        title: "Snedag",
        caption: "Endelig sne! Flyverdragten på, huen godt ned over ørerne og afsted til kælkebakken.",
        imageAlt: "En flyverdragt, et par vinterstøvler, en strikhue og et par luffer lagt ud ved siden af hinanden",
      },
      {
        title: "Børnehavemorgen",
        caption: "Hættetrøje, jeans og den lille rygsæk på ryggen – klar til en ny dag i børnehaven.",
        imageAlt: "En hættetrøje, et par jeans, et par sneakers og en lille rygsæk lagt ud ved siden af hinanden",
      },
      {
        title: "Klar til fest",
        caption: "Fløjlskjole og butterfly – så er søskendeparret klar til juleaften hos mormor og morfar.",
        imageAlt: "En fløjlskjole, en skjorte med butterfly, et par ballerinasko og et par pæne sko lagt ud side om side",
      },
      {
        title: "Hyggesøndag",
        caption: "Pyjamas hele dagen, uldsokker på og varm kakao i koppen – sådan skal en søndag være.",
        imageAlt: "En pyjamas, et par strikkede sokker og et par hjemmesko lagt ud ved siden af hinanden",
      },
      {
        title: "Skovtur",
        caption: "Regnvejr er ingen undskyldning – vi fandt både svampe og de største vandpytter.",
        imageAlt: "En regnjakke, et par regnbukser og et par gummistøvler lagt ud ved siden af hinanden",
      },
      {
        title: "Sportsweekend",
        caption: "Træning om lørdagen, kamp om søndagen – og bolden er altid med.",
        imageAlt: "En træningstrøje, et par joggingbukser, et par sportssko og en fodbold lagt ud ved siden af hinanden",
      },
    ],
  },

  club: {
    title: "family – vores medlemsklub",
    description:
      "Bliv gratis medlem af family, og få 10 % rabat, særlige medlemstilbud, en fødselsdagsoverraskelse og tidlig adgang til udsalget.",
    intro:
      "family er Little Norths medlemsklub for alle, der handler tøj, sko og tilbehør til børn og teenagere. Det er gratis at være med, der er ingen krav om køb, og du kan melde dig ud, når du vil.",
    imageAlt: "Gaveæsker, et medlemskort med teksten »family« og hjerter på varm koralrød baggrund",
    benefitsHeading: "Det får du som medlem",
    benefits: [
      {
        title: "10 % rabat",
        text: "Du får 10 % rabat på dine køb, når du er logget ind. Rabatten trækkes automatisk i kassen.",
      },
      {
        title: "Medlemstilbud",
        text: "Særlige tilbud, som kun medlemmer får. Du finder dem under Mine tilbud på din konto.",
      },
      {
        title: "En fødselsdagsoverraskelse",
        text: "Når dit barn har fødselsdag, får I en lille overraskelse fra os.",
      },
      {
        title: "Tidlig adgang til udsalget",
        text: "Du får adgang til udsalget, før det åbner for alle andre.",
      },
    ],
    stepsHeading: "Sådan bliver du medlem",
    steps: [
      {
        title: "Log ind eller opret en konto",
        text: "Log ind, eller opret en konto med din e-mailadresse.",
      },
      {
        title: "Vælg at blive medlem",
        text: "Vælg at blive medlem af family, og accepter medlemsbetingelserne. Du skal have et mobilnummer på din konto.",
      },
      {
        title: "Handl, mens du er logget ind",
        text: "Når du handler logget ind, trækkes de 10 % automatisk fra i kassen.",
      },
    ],
    termsText:
      "Medlemskabet er gratis, der er ingen krav om køb, og du kan melde dig ud når som helst. Læs de fulde betingelser her:",
    termsLinkText: "Medlemsbetingelser for family",
    cta: "Bliv medlem",
  },
};

export default seed;
