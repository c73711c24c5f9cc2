import type { EditorialSeed } from "./types.ts";

const seed: EditorialSeed = {
  language: "nl",

  tableHeadings: {
    size: "Maat",
    age: "Leeftijd",
    height: "Lengte (cm)",
    chest: "Borstomvang (cm)",
    waist: "Tailleomvang (cm)",
    inseam: "Binnenbeenlengte (cm)",
    euSize: "EU-maat",
    footLength: "Voetlengte (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 || fromMonths % 12 !== 0 || toMonths % 12 !== 0
      ? `${fromMonths}–${toMonths} maanden`
      : `${fromMonths / 12}–${toMonths / 12} jaar`,

  home: {
    title: "Little North – kinderkleding, schoenen en accessoires",
    description:
      "Winterjassen, sneeuwpakken en gevoerde winterlaarzen voor kinderen en tieners. 60 dagen gratis retourneren en 10% korting voor leden van family.",
    hero: {
      heading: "Klaar voor de eerste sneeuw?",
      text: "Gewatteerde winterjassen, sneeuwpakken en gevoerde winterlaarzen die ze warm en droog houden: op de fiets naar school, op het schoolplein en bij het eerste sneeuwballengevecht. Pak ze lekker warm in voordat de echte kou komt.",
      cta: "Ontdek de winterjassen",
      imageAlt:
        "Van bovenaf gefotografeerd op een sneeuwwitte achtergrond: een rode gewatteerde winterjas, een donkerblauw sneeuwpak, een gestreepte gebreide muts, gele wanten en bruine winterlaarzen, met sneeuwvlokken eromheen.",
    },
    tilesHeading: "Voor de winter en de feestdagen",
    tiles: {
      outerwear: {
        label: "Jassen en buitenkleding",
        imageAlt: "Een rode gewatteerde winterjas op een lichtblauwe achtergrond.",
      },
      winterBoots: {
        label: "Winterlaarzen",
        imageAlt: "Een paar bruine gevoerde winterlaarzen op een lichtgrijze achtergrond met sneeuwvlokken.",
      },
      knitwear: {
        label: "Gebreide truien",
        imageAlt: "Een crèmekleurige kabeltrui op een saliegroene achtergrond.",
      },
      partyDresses: {
        label: "Feestjurken",
        imageAlt: "Een donkergroene fluwelen feestjurk met een gouden strik op een zachtroze achtergrond.",
      },
      accessories: {
        label: "Accessoires",
        imageAlt: "Een gestreepte gebreide muts en een paar gele wanten op een lichtgele achtergrond.",
      },
      giftCard: {
        label: "Cadeaukaarten",
        imageAlt: "Een cadeaukaart van Little North met een lint eromheen op een diepblauwe achtergrond.",
      },
    },
    rails: {
      newArrivals: "Nieuwkomers",
      picked: "Onze winterfavorieten",
      winterBoots: "Winterlaarzen voor koude, natte dagen",
      sale: "Sale",
      brand: "Favorieten van {brand}",
    },
    textImage: {
      heading: "Meet de voeten voordat je winterlaarzen koopt",
      text: "Kindervoeten groeien snel, en in winterlaarzen moet ook nog een dikke wollen sok passen. Je hebt alleen een vel papier, een potlood en een liniaal nodig. In onze schoenmatengids lees je stap voor stap hoe je meet en welke maat je kiest.",
      cta: "Naar de schoenmatengids",
      imageAlt: "De omtrek van een kindervoet, getekend op een vel papier, met een liniaal en een potlood ernaast.",
    },
    perkStripHeading: "Makkelijk winkelen bij Little North",
    memberCta: {
      heading: "Word lid van family en krijg 10% korting",
      text: "Lid worden is gratis. Je krijgt 10% korting zodra je bent ingelogd, ledenaanbiedingen, een verjaardagsverrassing voor je kind en als eerste toegang tot de sale.",
      cta: "Word lid",
    },
  },

  guidesIndex: {
    title: "Gidsen",
    intro:
      "Praktische hulp voor ouders: zo vind je de juiste maat, meet je thuis de voeten van je kind, kleed je je kind warm aan voor de kou en zorg je goed voor de lievelingskleren – zodat ze daarna nog mee kunnen naar het volgende kind.",
    description:
      "Maatgids, schoenmaten, wassen en verzorgen, warm aankleden in de winter en de cadeaukaart: praktisch advies van Little North voor ouders.",
  },

  guides: {
    "size-guide": {
      slug: "maatgids",
      title: "Maatgids: zo vind je de juiste kledingmaat",
      summary:
        "Onze kledingmaten gaan uit van de lengte van je kind in centimeters. Lees hoe je meet, hoe je de maattabel gebruikt en wat je doet als je kind tussen twee maten zit.",
      imageAlt: "Een meetlint naast een opgevouwen T-shirt en een opgevouwen spijkerbroek.",
      body: [
        {
          p: "Kinderkleding bij Little North heeft Europese maten, van maat 50 voor pasgeboren baby's tot maat 176 voor tieners. Het principe is simpel: de maat is de lengte van je kind in centimeters. Maat 110 past bij een kind tot 110 cm, maat 116 bij een kind tot 116 cm, enzovoort. De leeftijd is maar een richtlijn: twee kinderen van zes kunnen zomaar twee maten verschillen.",
        },
        { h2: "Zo meet je je kind" },
        {
          p: "Je hebt alleen een zacht meetlint en een paar minuten nodig. Meet over ondergoed of dunne kleding, niet over een dikke trui, en laat je kind rechtop maar ontspannen staan.",
        },
        {
          ul: [
            "Lengte: laat je kind op blote voeten met de rug tegen een muur staan, de hielen tegen elkaar. Leg een boek plat op het hoofd, zet een streepje op de muur en meet van de vloer tot het streepje.",
            "Borstomvang: meet rondom het breedste deel van de borst, net onder de oksels. Houd het meetlint mooi recht.",
            "Taille: meet rond de natuurlijke taille, net boven de navel. Het meetlint sluit goed aan, maar knelt niet.",
            "Binnenbeenlengte: meet van het kruis recht naar beneden tot aan de enkel. Of meet een broek die goed past, van de kruisnaad tot de zoom.",
          ],
        },
        { h2: "Maattabel" },
        {
          table: "clothing-sizes",
          caption:
            "Kledingmaten 50 tot en met 176, met de lengte, borstomvang, taille en binnenbeenlengte die bij elke maat horen. Kijk eerst naar de lengte; de leeftijd is alleen een richtlijn.",
        },
        { h2: "Zit je kind tussen twee maten?" },
        {
          p: "Twijfel je tussen twee maten, kies dan de grotere. Kinderen groeien met sprongen, en met een beetje groeiruimte gaat een trui of broek het hele seizoen mee. Is je kind bijvoorbeeld 112 cm, dan kies je maat 116. Te lange mouwen sla je gewoon om, en een broek met verstelbare tailleband blijft goed zitten terwijl je kind erin groeit.",
        },
        {
          p: "Bij jassen en buitenkleding denk je ook aan wat eronder gaat. In een winterjas of sneeuwpak moeten nog een thermoshirt en een fleece of wollen trui passen. Twijfel je? Neem dan een maat groter.",
        },
        { h3: "Baby's" },
        {
          p: "Baby's groeien het hardst: de eerste maanden vaak een maat per maand of twee. Koop in de allerkleinste maten dus maar een paar setjes. Zoek je een kraamcadeau? Met maat 62 of 68 zit je goed, daar groeit de baby vanzelf in.",
        },
        { h3: "Tieners" },
        {
          p: "Vanaf ongeveer maat 146 groeien kinderen vaak ongelijk: het ene jaar lange benen, het volgende jaar bredere schouders. Meet daarom naast de lengte ook de borstomvang en de binnenbeenlengte, en vergelijk die met de tabel. Veel tieners houden van een ruimere pasvorm. Kies de maat die bij hun lengte past en laat het model de rest doen.",
        },
        { h2: "Schoenen hebben een eigen gids" },
        {
          p: "Schoenmaten werken anders: die gaan uit van de lengte van de voet, niet van de lengte van je kind. In onze schoenmatengids lees je hoe je thuis de voeten van je kind meet en welke maat je kiest.",
        },
      ],
    },

    "shoe-size": {
      slug: "schoenmaat-meten",
      title: "Schoenmatengids: zo meet je de voeten van je kind",
      summary:
        "Meet thuis met een vel papier en een liniaal, houd rekening met groeiruimte en vind de juiste EU-maat in onze tabel. Plus: hoe vaak je meet en wanneer schoenen te klein zijn.",
      imageAlt: "Een omgetekende kindervoet op een vel papier, met een liniaal en een kleine sneaker ernaast.",
      body: [
        {
          p: "Schoenen die goed passen, geven kleine voeten de ruimte om te bewegen en te groeien, en je kind loopt, rent en speelt er veel fijner op. Kinderen klagen zelden als hun schoenen te klein zijn: hun voeten zijn nog zacht en de tenen krullen gewoon om. Meten is dus altijd beter dan gokken.",
        },
        { h2: "Wanneer meet je?" },
        {
          p: "Meet later op de dag, bijvoorbeeld aan het eind van de middag. Na een dag rennen en spelen zijn voeten iets groter dan 's ochtends. Laat je kind staan, met het gewicht op beide voeten, want een voet die gewicht draagt, is langer. En meet met de sokken die je kind in de schoenen gaat dragen: dunne sokken voor sneakers, dikke wollen sokken voor winterlaarzen.",
        },
        { h2: "Stap voor stap meten op papier" },
        {
          ul: [
            "Leg een vel papier op een harde vloer, met de korte kant tegen de muur.",
            "Laat je kind op het papier staan, met de hiel tegen de muur en het gewicht op beide voeten.",
            "Houd een potlood rechtop en teken de omtrek van de voet, of zet alleen een streepje bij de punt van de langste teen. Let op: dat is niet altijd de grote teen.",
            "Laat je kind van het papier stappen en meet met een liniaal in centimeters van de rand bij de muur tot het verste punt bij de tenen.",
            "Doe hetzelfde met de andere voet.",
            "Zoek de lengte van de langste voet op in de tabel hieronder en lees de EU-maat af.",
          ],
        },
        { h2: "Meet beide voeten en houd rekening met groeiruimte" },
        {
          p: "Bijna iedereen heeft één voet die iets langer is dan de andere, en kinderen zijn daarop geen uitzondering. Ga daarom altijd uit van de langste voet. Een schoen moet ook iets langer zijn dan de voet zelf: ongeveer 1 tot 1,5 cm extra geeft de tenen speelruimte bij het lopen én ruimte om te groeien. Bij winterlaarzen mag het iets meer zijn, want een dikke sok en een warme voering nemen ook plek in.",
        },
        {
          p: "In onze tabel zit die groeiruimte al verwerkt: je zoekt dus gewoon de gemeten voetlengte op. Vergelijk je met een maattabel die de binnenmaat van de schoen geeft, tel dan zelf 1 tot 1,5 cm op bij de voetlengte. Zit de voet van je kind bij winterlaarzen aan de bovenkant van een maat, kies dan de maat erboven.",
        },
        {
          table: "shoe-sizes",
          caption:
            "EU-schoenmaten 18 tot en met 41 en de voetlengte die bij elke maat past. De groeiruimte van ongeveer 1,5 cm is al meegerekend: gebruik de gemeten lengte van de langste voet.",
        },
        { h2: "Hoe vaak meet je opnieuw?" },
        {
          p: "Kindervoeten groeien met sprongen. Meet de voeten van kleine kinderen elke twee tot drie maanden, want in die tijd kunnen ze zomaar een maat groter nodig hebben. Bij schoolkinderen is elke drie tot vier maanden meestal genoeg. En meet altijd opnieuw voordat je nieuwe schoenen koopt, zeker bij winterlaarzen die het hele seizoen mee moeten.",
        },
        { h2: "Zo zie je dat schoenen te klein zijn" },
        {
          ul: [
            "Na het dragen zitten er rode plekken of blaren op de tenen, de hielen of de zijkant van de voet.",
            "Je kind trekt de schoenen uit zodra het kan, of wil ineens niet meer ver lopen.",
            "Haal de binnenzool eruit en laat je kind erop staan: voor de langste teen zit minder dan een vingerbreedte ruimte.",
            "Als je kind staat en je drukt op de neus van de schoen, voel je de grote teen helemaal vooraan.",
            "De schoen is aan de zijkanten of bij de neus uitgerekt of uit model.",
          ],
        },
        {
          p: "Kinderen zeggen niet altijd dat iets knelt. Controleer de pasvorm daarom af en toe, ook als de schoenen er nog als nieuw uitzien.",
        },
      ],
    },

    care: {
      slug: "wassen-en-verzorgen",
      title: "Wassen en verzorgen: zo gaat kinderkleding langer mee",
      summary:
        "Zo was je dagelijkse kleding, buitenkleding, wol en winterlaarzen, zodat alles warm, waterdicht en mooi blijft – en daarna nog door kan naar het volgende kind.",
      imageAlt: "Een waslijn met kleine T-shirts, sokken en een jurkje die hangen te drogen.",
      body: [
        {
          p: "Kinderkleding heeft het zwaar: modder, gras, sneeuw en af en toe een omgevallen beker yoghurt. Was je het op de juiste manier, dan blijven kleur, vorm en functie langer goed. En dan ziet het er nog netjes uit als het door mag naar een broertje, zusje of vriendje.",
        },
        { h2: "Begin bij het waslabel" },
        {
          p: "Op het waslabel in het kledingstuk staat op hoeveel graden je het mag wassen, of het in de droger mag en of het extra aandacht nodig heeft. Volg je het label, dan gaat het bijna nooit mis. Twijfel je? Kies dan een lagere temperatuur: de meeste dagelijkse kleding wordt op 40 graden prima schoon.",
        },
        { h2: "De dagelijkse was" },
        {
          ul: [
            "Keer kleding binnenstebuiten, zo blijven kleuren en prints langer mooi.",
            "Was gelijke kleuren samen, en was nieuwe donkere kleding de eerste paar keer apart.",
            "Sluit ritsen, drukknopen en klittenband, zodat ze andere kleding niet beschadigen.",
            "Haal eerst de zakken leeg: steentjes, kastanjes en waskrijtjes horen niet in de machine.",
            "Stop de trommel niet te vol: kleding heeft ruimte nodig om goed schoon te worden.",
            "Behandel vlekken zo snel mogelijk met koud water en een beetje zeep, en dep in plaats van te wrijven.",
          ],
        },
        { h2: "Buitenkleding en regenkleding" },
        {
          p: "Gebruik nooit wasverzachter voor waterdichte jassen, sneeuwpakken of regenkleding: wasverzachter verstopt het membraan en tast de waterafstotende laag aan. Was ze zo weinig mogelijk, het liefst met een speciaal wasmiddel voor buitensportkleding, en borstel opgedroogde modder er eerst af. Tussendoor spoel je regenkleding gewoon af onder de douche of neem je hem af met een vochtige doek.",
        },
        {
          p: "Parelt het water niet meer van de stof af, dan is het tijd om opnieuw te impregneren. Gebruik een impregneermiddel voor in de wasmachine of een spray, en volg de aanwijzingen op de verpakking. Sommige middelen werken pas goed met een beetje warmte, bijvoorbeeld even in de droger op een lage stand – als het waslabel dat toestaat.",
        },
        { h3: "Gewatteerde jassen en donsjassen" },
        {
          p: "De meeste gewatteerde jassen en sneeuwpakken kunnen op een fijnwasprogramma in de wasmachine. Zorg daarna dat ze helemaal doordrogen. Mag het volgens het waslabel, droog een donsjas dan in de droger op een lage temperatuur, met twee of drie schone tennisballen erbij: die kloppen de klontjes dons los. Anders laat je de jas plat drogen en schud je hem af en toe goed op. Een jas die niet helemaal droog is, gaat muf ruiken en houdt je kind minder warm.",
        },
        { h3: "Wol" },
        {
          p: "Wol stoot van nature vuil af en neemt nauwelijks geurtjes op. Vaak is een nachtje buiten luchten al genoeg. Moet het toch in de was, kies dan het wolprogramma of was met de hand in lauw water met wolwasmiddel. Niet wrijven of wringen: rol het kledingstuk op in een handdoek om het water eruit te drukken en laat het plat drogen, zodat het zijn vorm houdt.",
        },
        { h2: "Winterlaarzen en leren schoenen" },
        {
          p: "Natte laarzen laat je op kamertemperatuur drogen, nooit op de verwarming, bij de kachel of met een föhn. Door directe warmte gaat leer barsten, kan de lijm loslaten en wordt rubber hard. Haal de binnenschoenen en inlegzolen eruit, prop de laarzen op met krantenpapier en vervang het papier als het vochtig wordt. Zijn ze droog, borstel dan vuil en strooizout eraf.",
        },
        {
          p: "Leren schoenen en laarzen gaan langer mee met een beetje onderhoud. Neem ze af met een vochtige doek, laat ze drogen en behandel ze daarna met schoencrème of een impregneerspray. Doe dat voor de eerste sneeuw, en daarna nog een paar keer in de loop van de winter.",
        },
        { h2: "Repareren en doorgeven" },
        {
          p: "Een gat in de knie of een kapotte rits hoeft niet het einde te zijn. Een opstrijkbaar kniestuk, een paar steekjes of een nieuwe rits geven kleding een tweede leven. En is je kind eruit gegroeid? Geef het door aan een broertje of zusje, een neefje, nichtje of vriendje, of verkoop het tweedehands. Goede kinderkleding gaat makkelijk mee met meerdere kinderen.",
        },
      ],
    },

    "gift-card": {
      slug: "zo-werkt-de-cadeaukaart",
      title: "Kleding cadeau geven – en wat je moet weten over cadeaukaarten",
      summary:
        "Tips als je kleding of schoenen cadeau geeft aan een kind dat groeit: de maat, wat past bij welke leeftijd en wat je vandaag kunt met een cadeaukaart van Little North.",
      imageAlt: "Een cadeaukaart in een envelop met een rood lint, omringd door kleine sterretjes.",
      body: [
        {
          p: "Kleding is een leuk cadeau voor een kind, als het tenminste past. Kinderen groeien snel, en de maat van vorig seizoen kan nu al te klein zijn. Hier vind je onze beste tips voor een cadeau dat past en ook echt gedragen wordt, en wat je moet weten voordat je een cadeaukaart van Little North geeft.",
        },
        { h2: "Kies een maat om in te groeien" },
        {
          p: "Onze kledingmaten gaan uit van de lengte van het kind in centimeters. Het makkelijkst is dus om de ouders te vragen hoe lang het kind nu is. Kun je het niet vragen, kies dan een maat groter dan je denkt. Een trui die wat ruim zit, past over een paar maanden, maar een trui die te klein is, past nooit. In onze maatgids zie je welke maat past bij welke lengte en leeftijd.",
        },
        { h2: "Wat geef je op welke leeftijd?" },
        {
          ul: [
            "Baby's: zachte rompertjes, een boxpakje of een gebreide muts. Baby's groeien het snelst, dus kies gerust een of twee maten groter.",
            "Peuters en kleuters: kleding die tegen buitenspelen kan, zoals een regenbroek, wanten, een warme muts of een fleecevest.",
            "Schoolkinderen: een trui met capuchon, een pyjama of een paar zachte gebreide sokken. Vraag naar de lievelingskleur of het dier waar ze nu helemaal gek op zijn.",
            "Tieners: laat ze het liefst zelf kiezen. Een muts, een sjaal of een rugzak is een veilige keuze, want de maat doet er minder toe.",
          ],
        },
        { h2: "Schoenen en winterkleding" },
        {
          p: "Schoenen zijn alleen een goed cadeau als je weet hoe lang de voet van het kind is, en een voet meet je op, die raad je niet. In onze gids over schoenmaten lees je hoe je een voet opmeet op een vel papier met een liniaal. Winterjassen en sneeuwpakken zijn in het najaar populaire cadeaus, maar vraag het eerst even: veel gezinnen hebben de winterkleding voor dit jaar al gekocht.",
        },
        { h2: "Als de maat niet goed is" },
        {
          p: "Bewaar de orderbevestiging. Bij ons heb je 60 dagen retourrecht vanaf de dag dat je je bestelling ontvangt, dus wie de bestelling heeft geplaatst, kan een cadeau in de verkeerde maat terugsturen.",
        },
        { h2: "Denk je aan een cadeaukaart?" },
        {
          p: "Cadeaukaarten vind je in de categorie Cadeaukaarten. Let op: in onze webshop kun je nog niet met een cadeaukaart betalen. Bij het afrekenen is er geen veld voor een cadeaukaartcode, en het saldo kun je niet op de website bekijken. Wil je een cadeaukaart geven? Neem dan eerst contact op met onze klantenservice via service@littlenorth.shop en vraag hoe de ontvanger hem kan gebruiken.",
        },
        { h2: "Heb je een cadeaukaart gekregen?" },
        {
          p: "Op de pagina Mijn cadeaukaarten, die je onderaan de website vindt, lees je wat je vandaag in onze webshop met een cadeaukaart kunt doen. Heb je vragen? Mail naar service@littlenorth.shop en houd je bestelnummer of de cadeaukaart bij de hand.",
        },
        { h3: "Goed om te weten" },
        {
          ul: [
            "Een cadeaukaart kan niet worden ingewisseld voor geld en kan niet worden geretourneerd.",
            "De family-ledenkorting geldt niet bij de aankoop van cadeaukaarten.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "warm-aankleden-in-de-winter",
      title: "Warm aankleden in de winter: het drielagenprincipe",
      summary:
        "Wol of synthetisch op de huid, iets warms in het midden en een wind- en waterdichte laag erover: zo kleed je je kind aan voor de kou en voel je of het warm genoeg is.",
      imageAlt: "Een thermoshirt, een fleecetrui en een gewatteerde jas naast elkaar.",
      body: [
        {
          p: "Kinderen die het warm en droog hebben, spelen urenlang buiten, of ze nu een sneeuwpop bouwen of op de fiets naar school gaan. Het geheim is niet één heel dikke jas, maar drie dunnere lagen die samenwerken. Die trek je ook makkelijk aan of uit als het weer omslaat.",
        },
        { h2: "Laag 1: de basislaag" },
        {
          p: "Direct op de huid draagt je kind een basislaag van wol of synthetische stof. Die voert vocht af van het lichaam, zodat je kind droog en warm blijft, ook na een middag druk sleeën. Merinowol is zacht, blijft warm als het vochtig is en kriebelt niet zoals gewone wol. Geen katoen op de huid: dat houdt zweet vast, en in vochtig katoen krijgt een kind het snel koud.",
        },
        { h2: "Laag 2: de tussenlaag" },
        {
          p: "De tussenlaag houdt de warmte vast. Een fleecetrui of wollen trui werkt goed, met een fleecebroek of wollen legging voor de benen. Op echt koude dagen kies je een dikkere trui of een extra bodywarmer; op zachtere dagen mag de tussenlaag dunner zijn.",
        },
        { h2: "Laag 3: de buitenlaag" },
        {
          p: "Daaroverheen komt een wind- en waterdichte laag die sneeuw, natte sneeuw en ijzige wind buitenhoudt: een gewatteerde winterjas met een waterdichte broek, of een sneeuwpak voor kleinere kinderen. Kijk of de mouwen goed om de polsen sluiten en of de broekspijpen een binnenmanchet hebben die over de laarzen valt. Zo blijft de sneeuw buiten.",
        },
        { h2: "Van top tot teen" },
        {
          ul: [
            "Een warme muts die over de oren valt, met een voering van wol of fleece.",
            "Wanten in plaats van vingerhandschoenen voor kleine kinderen: de vingers houden elkaar warm. Waterdichte wanten voor in de sneeuw, met op de koudste dagen dunne wollen wantjes eronder.",
            "Een nekwarmer in plaats van een sjaal: die houdt de hals warm en kan niet blijven haken aan het klimrek.",
            "Gevoerde winterlaarzen met ruimte voor een dikke wollen sok. In te krappe laarzen zitten de tenen klem, en dan krijgen ze het juist koud.",
            "Wollen sokken – en een reservepaar in de tas.",
          ],
        },
        { h2: "Heeft mijn kind het warm genoeg?" },
        {
          p: "Koude handen zeggen weinig: die voelen vaak koel aan, ook als de rest van je kind het prima warm heeft. Voel liever even in de nek. Warm en droog? Dan zit het goed. Koud? Trek een extra laagje aan. Bezweet? Haal er een laag af, want een klam kind krijgt het snel koud. Kleintjes die stilzitten in de kinderwagen of op de slee hebben meer nodig dan kinderen die rondrennen.",
        },
        { h2: "Opvang en school: reservekleding en naamlabels" },
        {
          p: "Op de kinderopvang en op school spelen kinderen veel buiten, en ze kunnen meer dan eens per dag doornat worden. Geef een tas met reservekleding mee die aan de kapstok kan blijven hangen: een thermoshirt, sokken, wanten, een muts en schoon ondergoed. En zet overal een naamlabel in. Tien paar identieke donkerblauwe wanten op het droogrek zijn anders niet uit elkaar te houden.",
        },
        { h3: "Laat alles 's nachts drogen" },
        {
          p: "Hang elke avond jassen, mutsen, wanten en laarzen te drogen, zodat alles de volgende ochtend weer warm en droog is. Haal de binnenschoenen en inlegzolen uit de winterlaarzen en laat ze op kamertemperatuur drogen, niet op de verwarming. Een droogrek in de gang is de hele winter goud waard.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Zomeroutfits voor lange, zonnige dagen",
      intro:
        "Luchtige, comfortabele kleding voor het strand, de speeltuin en lange zomeravonden buiten. Combineer korte broeken, T-shirts en sandalen – en vergeet het zonnehoedje niet.",
      imageAlt: "Een korte broek, een gestreept T-shirt, sandalen en een zonnehoedje op een zonnegele achtergrond.",
      body: [
        { h2: "Makkelijk te combineren" },
        {
          p: "Kies een paar basisstukken in kleuren die bij elkaar passen – een gestreept T-shirt, een effen shirt en een korte broek in marineblauw of zand – en je hebt outfits voor een hele week. Zacht katoen en linnen voelen fris en prettig op warme dagen.",
        },
        { h2: "Klaar voor zon en avontuur" },
        {
          p: "Een zonnehoed met een brede rand of een nekflap beschermt gezicht en nek, en een dun shirt met lange mouwen is handig op het strand. Sandalen met een dichte neus en een hielbandje blijven goed zitten bij klimmen en rennen, en sparen de tenen op stenen en steigers.",
        },
      ],
    },
    summerDresses: {
      heading: "Zomerjurken die lekker zwieren",
      intro:
        "Mooie, comfortabele jurken voor warme dagen, tuinfeestjes en de vakantie. Van zacht katoen dat de huid laat ademen, in kleuren zo vrolijk als de zomer zelf.",
      imageAlt: "Drie zomerjurken – roze, wit en turquoise – aan een waslijn tegen een blauwe lucht.",
      body: [
        { h2: "Comfort staat voorop" },
        {
          p: "De mooiste zomerjurken zijn de jurken die je kind de hele dag aan wil: zachte stof, een model waarin je lekker kunt bewegen en niets wat kriebelt. Met korte mouwen of brede bandjes trek je ze zo aan, en met een fietsbroekje eronder zijn radslagen en klimrekken geen enkel probleem.",
        },
        { h2: "Van tuinfeest tot speeltuin" },
        {
          p: "Maak het feestelijk met ballerina's en een haarspeldje voor een zomerfeest, of houd het luchtig met sandalen en een vestje voor koelere avonden. Een witte jurk is een zomerklassieker – al vergeeft een roze of turquoise jurk grasvlekken net wat makkelijker.",
        },
      ],
    },
  },

  community: {
    title: "Instashop – looks van onze klanten",
    description:
      "Zie hoe gezinnen Little North dragen, van sneeuwdagen tot de feestmaand, en bestel de kleding, schoenen en accessoires direct vanuit de foto's.",
    intro:
      "Sneeuwdagen, modderige boswandelingen en kerstfeestjes: dit zijn een paar van onze favoriete looks van gezinnen die Little North dragen. Onder elke foto vind je de kleding en schoenen die erop staan. Tag ons op Instagram, dan zie je jouw look hier misschien binnenkort ook.",
    looks: [
      {
        title: "Sneeuwdag",
        caption: "De eerste echte sneeuw van het jaar, en niemand wilde naar binnen voor de lunch.",
        imageAlt: "Een sneeuwpak, winterlaarzen, een gebreide muts en een paar wanten, plat neergelegd.",
      },
      {
        title: "Op naar de opvang",
        caption: "Hoodie, lievelingsjeans en sneakers: aangekleed en binnen vijf minuten de deur uit.",
        imageAlt: "Een hoodie, een jeans, sneakers en een klein rugzakje, plat neergelegd.",
      },
      {
        title: "Feestmaand",
        caption: "Fluweel en een vlinderdasje: deze twee zijn helemaal klaar voor het kerstdiner op school.",
        imageAlt:
          "Een fluwelen feestjurk en een overhemd met vlinderdas, plat neergelegd, met een paar ballerina's en een paar nette schoenen.",
      },
      {
        title: "Luie zondag",
        caption: "De hele dag in pyjama, wollen sokken aan en pannenkoeken als ontbijt. Beter wordt zondag niet.",
        imageAlt: "Een pyjama, gebreide sokken en pantoffels, plat neergelegd.",
      },
      {
        title: "Boswandeling",
        caption: "Plassen, dennenappels en moddervlekken op de knieën – regenpak aan en het bos in!",
        imageAlt: "Een regenjas, een regenbroek en een paar regenlaarzen, plat neergelegd.",
      },
      {
        title: "Sportief weekend",
        caption: "Zaterdagochtend eerst voetballen, daarna de hele dag buiten in het park.",
        imageAlt: "Een sportshirt, een joggingbroek, sportschoenen en een voetbal, plat neergelegd.",
      },
    ],
  },

  club: {
    title: "family – de ledenclub van Little North",
    description:
      "Word gratis lid van family: 10% korting als je bent ingelogd, ledenaanbiedingen, een verjaardagsverrassing voor je kind en als eerste toegang tot de sale.",
    intro:
      "family is onze ledenclub voor iedereen die kleding, schoenen en accessoires koopt voor kinderen en tieners. Lid worden is gratis, er is geen minimaal aankoopbedrag en je kunt op elk moment opzeggen.",
    imageAlt: "Cadeaudoosjes, een ledenpas met de tekst ‘family’ en hartjes op een warme koraalrode achtergrond.",
    benefitsHeading: "Dit krijg je als lid",
    benefits: [
      {
        title: "10% korting",
        text: "Je krijgt 10% korting op je aankopen zodra je bent ingelogd. De korting geldt niet voor cadeaukaarten.",
      },
      {
        title: "Ledenaanbiedingen",
        text: "Speciale aanbiedingen, alleen voor leden. Je vindt ze onder ‘Mijn aanbiedingen’ in je account.",
      },
      {
        title: "Een verjaardagsverrassing",
        text: "Geef de verjaardag van je kind door, dan ligt er rond de grote dag een kleine verrassing klaar.",
      },
      {
        title: "Als eerste naar de sale",
        text: "Je kunt al in de sale winkelen voordat die voor iedereen begint, dus jij hebt als eerste de keus.",
      },
    ],
    stepsHeading: "Zo word je lid",
    steps: [
      {
        title: "Log in of maak een account aan",
        text: "Log in op je account, of maak een nieuw account aan met je e-mailadres.",
      },
      {
        title: "Word lid",
        text: "Kies ervoor om lid te worden en ga akkoord met de lidmaatschapsvoorwaarden. Daarvoor moet er een mobiel telefoonnummer in je account staan.",
      },
      {
        title: "Ingelogd winkelen",
        text: "Ben je ingelogd als je winkelt, dan gaat de 10% er bij het afrekenen automatisch af.",
      },
    ],
    termsText:
      "Alles over de voordelen, de berichten die je van ons krijgt en hoe je opzegt, lees je in de lidmaatschapsvoorwaarden.",
    termsLinkText: "Lees de lidmaatschapsvoorwaarden",
    cta: "Word gratis lid van family",
  },
};

export default seed;
