import type { EditorialSeed } from "./types.ts";

/** "2" or "2,5": years written the Swedish way, with a decimal comma when needed. */
const years = (months: number) => String(Math.round((months / 12) * 10) / 10).replace(".", ",");

const seed: EditorialSeed = {
  language: "sv",

  tableHeadings: {
    size: "Storlek",
    age: "Ålder",
    height: "Längd (cm)",
    chest: "Bröstvidd (cm)",
    waist: "Midjevidd (cm)",
    inseam: "Innerbenslängd (cm)",
    euSize: "EU-storlek",
    footLength: "Fotlängd (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    toMonths <= 24 ? `${fromMonths}–${toMonths} mån` : `${years(fromMonths)}–${years(toMonths)} år`,

  home: {
    title: "Little North – barnkläder och skor inför vintern",
    description:
      "Varma vinterjackor, overaller och vinterkängor för barn och tonåringar. Handla hos Little North med 60 dagars öppet köp och fria returer.",
    hero: {
      heading: "Snart kommer snön",
      text: "Varma vinterjackor och overaller som klarar pulkabacken, snöbollskriget och kalla morgnar på väg till förskolan.",
      cta: "Handla ytterkläder",
      imageAlt:
        "En röd vadderad vinterjacka, en marinblå overall, en randig stickad mössa, gula vantar och bruna vinterkängor mot snövit bakgrund med snöflingor.",
    },
    tilesHeading: "Klart för vintern",
    tiles: {
      outerwear: { label: "Ytterkläder", imageAlt: "En röd vadderad vinterjacka mot ljusblå bakgrund." },
      winterBoots: {
        label: "Vinterkängor",
        imageAlt: "Ett par bruna fodrade vinterkängor mot ljusgrå bakgrund med snöflingor.",
      },
      knitwear: { label: "Stickade tröjor", imageAlt: "En gräddvit kabelstickad tröja mot salviagrön bakgrund." },
      partyDresses: {
        label: "Festklänningar",
        imageAlt: "En mörkgrön festklänning i sammet med en guldfärgad rosett mot puderrosa bakgrund.",
      },
      accessories: { label: "Accessoarer", imageAlt: "En randig stickad mössa och ett par gula vantar mot ljusgul bakgrund." },
      giftCard: { label: "Presentkort", imageAlt: "Ett presentkort från Little North med ett presentband mot mörkblå bakgrund." },
    },
    rails: {
      newArrivals: "Nyheter",
      picked: "Våra vinterfavoriter",
      winterBoots: "Vinterkängor för kalla dagar",
      sale: "Fynda på rean",
      brand: "Favoriter från {brand}",
    },
    textImage: {
      heading: "Mät fötterna innan du köper vinterkängor",
      text: "Barnfötter växer fort, och förra vinterns kängor är ofta för små redan i november. Rita av foten på ett papper, mät och lägg till lite extra plats för tjocka ullsockor. I vår guide visar vi hur du gör, steg för steg.",
      cta: "Så mäter du foten",
      imageAlt: "En barnfot uppritad på ett papper, med en linjal och en blyertspenna bredvid.",
    },
    perkStripHeading: "Enkelt och tryggt att handla",
    memberCta: {
      heading: "Bli medlem i family",
      text: "Det är gratis att gå med. Du får 10 % rabatt när du handlar inloggad, medlemserbjudanden, en överraskning på barnets födelsedag och tidig tillgång till rean.",
      cta: "Bli medlem",
    },
  },

  guidesIndex: {
    title: "Guider",
    intro:
      "Hur mäter man en barnfot? Vilken storlek ska man välja när barnet ligger mitt emellan två? Här har vi samlat våra bästa råd om storlekar, tvätt och vinterklädsel.",
    description:
      "Storleksguide för barnkläder och skor, tips om tvätt och skötsel och råd om hur du klär barnen för vintern – samlat på ett ställe.",
  },

  guides: {
    "size-guide": {
      slug: "storleksguide",
      title: "Storleksguide för barnkläder",
      summary:
        "Så fungerar barnstorlekarna från 50 till 176, så mäter du barnet och så väljer du rätt när barnet ligger mellan två storlekar.",
      imageAlt: "Ett måttband bredvid en vikt t-shirt och ett par vikta jeans.",
      body: [
        {
          p: "Barnkläder storleksmärks efter barnets längd i centimeter. Storlek 110 passar alltså ett barn som är ungefär 105–110 cm långt. Hos oss hittar du storlekar från 50, för de allra minsta, upp till 176 för tonåringar.",
        },
        { h2: "Så fungerar storlekarna" },
        {
          p: "Storlekarna går i steg om sex centimeter: 50, 56, 62, 68 och så vidare upp till 176. Åldern i tabellen är bara en riktlinje. Barn växer i olika takt, och två femåringar kan mycket väl ha helt olika storlek. Utgå därför alltid från längden i första hand.",
        },
        { h2: "Så mäter du barnet" },
        {
          p: "Det går snabbast med ett mjukt måttband. Låt barnet ha på sig tunna kläder, eller bara underkläder, och stå avslappnat med armarna längs sidorna.",
        },
        {
          ul: [
            "Längd: Låt barnet stå barfota med hälarna mot en vägg. Lägg en bok platt mot hjässan, gör ett litet streck på väggen och mät från golvet upp till strecket.",
            "Bröstvidd: Mät runt bröstkorgen där den är som bredast, strax under armhålorna. Måttbandet ska ligga vågrätt och sitta lagom, inte spänt.",
            "Midjevidd: Mät runt midjan, ungefär i höjd med naveln. Be barnet andas normalt och inte dra in magen.",
            "Innerbenslängd: Mät från grenen rakt ned till golvet längs insidan av benet. Det är ofta enklast att i stället mäta ett par byxor som sitter bra.",
          ],
        },
        { h2: "Storlekstabell" },
        {
          table: "clothing-sizes",
          caption: "Storlekar för barnkläder. Alla mått är i centimeter och åldern är ungefärlig.",
        },
        { h2: "Mellan två storlekar?" },
        {
          p: "Välj den större storleken. Då finns det plats att växa, och plagget räcker längre. Det gäller särskilt jackor och overaller, som ska rymma en tjock tröja under. Många byxor har dessutom justerbar midja, och ärmar och ben går ofta att vika upp den första tiden.",
        },
        { h3: "Bebisar" },
        {
          p: "De minsta växer snabbast, och under det första året kan ett barn gå upp flera storlekar. Köp inte för mycket i de minsta storlekarna, och tänk på att bodyer och pyjamasar ska ha plats för blöjan.",
        },
        { h3: "Tonåringar" },
        {
          p: "Någonstans kring storlek 146 börjar kroppen ändra form, och längden säger inte lika mycket längre. Jämför då även bröstvidd, midjevidd och innerbenslängd med tabellen, och titta på hur plagget är tänkt att sitta: en huvtröja med ledig passform får gärna vara rymlig, medan smala jeans ska sitta nära kroppen.",
        },
        {
          p: "Letar du efter skor? Skostorlekar fungerar på ett annat sätt, och vi har en egen guide som visar hur du mäter barnets fot.",
        },
      ],
    },

    "shoe-size": {
      slug: "skostorlekar",
      title: "Skostorlekar: så mäter du barnets fot",
      summary:
        "Mät foten hemma med papper och linjal, lägg till växtmån och hitta rätt storlek i tabellen. Plus: så märker du att skorna har blivit för små.",
      imageAlt: "En fot uppritad på ett papper, en linjal och en liten sneaker.",
      body: [
        {
          p: "Barnfötter växer fort, ofta fortare än man tror. Små barn säger dessutom sällan till när skorna klämmer, eftersom foten är mjuk och formar sig efter skon. Därför lönar det sig att mäta fötterna regelbundet. Det tar bara några minuter.",
        },
        { h2: "När ska du mäta?" },
        {
          p: "Mät gärna på eftermiddagen eller kvällen. Fötterna sväller lite under dagen och är som störst då. Barnet ska stå upp med tyngden på båda fötterna och ha på sig de strumpor som hör till säsongen: tunna strumpor till sneakers och sandaler, tjocka ullsockor till vinterkängor.",
        },
        { h2: "Steg för steg: mät foten på papper" },
        {
          ul: [
            "1. Lägg ett papper på golvet med kortsidan mot en vägg.",
            "2. Låt barnet ställa sig på papperet med hälen mot väggen och tyngden jämnt fördelad på båda fötterna.",
            "3. Håll pennan lodrätt och gör ett streck precis framför den längsta tån. Det är inte alltid stortån!",
            "4. Gör likadant med den andra foten.",
            "5. Mät med linjalen från papperets kant vid väggen fram till strecket.",
            "6. Skriv upp båda måtten i centimeter, med en decimal.",
          ],
        },
        { h2: "Mät båda fötterna" },
        {
          p: "De flesta har en fot som är lite längre än den andra, ibland flera millimeter. Skorna ska passa den längre foten, så det är det måttet du går efter.",
        },
        { h2: "Lägg till växtmån" },
        {
          p: "Skon ska vara lite längre än foten, så att tårna kan röra sig när barnet går och foten har plats att växa. Räkna med ungefär 1–1,5 cm växtmån. I vinterkängor behövs lite mer, eftersom tjocka sockor tar plats och luften runt tårna hjälper till att hålla foten varm. Ta ändå inte för stort: i för stora skor glider foten fram och barnet snubblar lättare.",
        },
        {
          p: "I tabellen nedan är växtmånen redan inräknad. Leta upp barnets uppmätta fotlängd, så ser du vilken storlek som passar. Ligger måttet högt i spannet, eller ska kängorna rymma riktigt tjocka sockor, går du upp en storlek.",
        },
        {
          table: "shoe-sizes",
          caption: "Skostorlekar med den fotlängd varje storlek passar. Cirka 1,5 cm växtmån är redan inräknad.",
        },
        { h2: "Hur ofta ska du mäta?" },
        {
          p: "Små barn kan växa en hel skostorlek på bara några månader. Mät därför fötterna var annan till var tredje månad de första åren. Äldre barn växer långsammare, men mät ändå alltid innan du köper skor inför en ny säsong.",
        },
        { h3: "Tecken på att skorna har blivit för små" },
        {
          ul: [
            "Barnet vill inte ha på sig skorna eller sparkar av dem så fort det går.",
            "Du ser röda märken eller skavsår på tårna, hälen eller fotens sidor.",
            "Barnet går annorlunda, snubblar oftare eller säger att det gör ont i fötterna.",
            "Tårna når ända fram när barnet ställer sig på innersulan från skon.",
            "Strumporna blir slitna vid tårna fortare än vanligt.",
          ],
        },
      ],
    },

    care: {
      slug: "tvatt-och-skotsel",
      title: "Tvätt och skötsel av barnkläder och skor",
      summary:
        "Så tvättar du barnkläder, ytterkläder och ull så att de håller länge och kan gå vidare till nästa barn. Plus: så torkar du vinterkängor rätt.",
      imageAlt: "Ett tvättstreck med små t-shirtar, strumpor och en klänning.",
      body: [
        {
          p: "Barnkläder får utstå mycket: lera, gräsfläckar, mellanmål och tvätt efter tvätt. Med rätt skötsel håller de ändå länge, ofta så länge att de kan gå vidare till ett syskon eller en kompis.",
        },
        { h2: "Börja med tvättrådsetiketten" },
        {
          p: "Etiketten i plagget visar hur varmt det får tvättas, om det tål torktumling och om det får strykas. Följ den, så slipper du krympta tröjor och urtvättade färger. Klipper du bort etiketten för att den kliar, ta gärna en bild av den med mobilen först.",
        },
        { h2: "Inför tvätten" },
        {
          ul: [
            "Vänd plaggen ut och in, så skonas färger och tryck.",
            "Sortera efter färg och tvätta ljust, mörkt och färgat var för sig.",
            "Stäng dragkedjor, tryckknappar och kardborreband så att de inte river sönder andra plagg.",
            "Töm fickorna. Stenar, kottar och pinnar hittar man oftare än man tror.",
            "Fyll inte maskinen för mycket, då blir tvätten inte ren.",
          ],
        },
        { h2: "Ytterkläder och regnkläder" },
        {
          p: "Funktionsplagg som skaljackor, overaller och regnkläder ska tvättas utan sköljmedel. Sköljmedlet lägger en hinna över tyget, så att det andas sämre och släpper igenom vatten. Använd ett milt tvättmedel och skölj extra noga. Regnkläder behöver sällan maskintvättas – ofta räcker det att skölja av dem med ljummet vatten och en svamp.",
        },
        {
          p: "När vattnet inte längre pärlar sig på ytan är det dags att impregnera. Tvätta plagget först och använd sedan ett impregneringsmedel i sprayform eller ett som du tillsätter i tvättmaskinen. Vissa medel behöver värme för att verka, så läs på förpackningen.",
        },
        { h3: "Vadderade jackor och dunjackor" },
        {
          p: "Tvätta vadderade jackor och dunjackor på skonsamt program och låg temperatur, och centrifugera försiktigt. Tål jackan torktumling enligt etiketten torkar den bäst på låg värme, med ett par torkbollar som luckrar upp fyllningen. Annars får den torka liggande, och du skakar om den då och då så att fyllningen inte klumpar ihop sig. Låt jackan bli helt torr innan du hänger in den.",
        },
        { h3: "Ull" },
        {
          p: "Ull behöver tvättas mer sällan än man tror. Ofta räcker det att vädra plagget utomhus en stund. När det behövs tvättar du på ullprogram eller för hand i ljummet vatten med ulltvättmedel. Krama ur vattnet försiktigt utan att vrida och låt plagget torka liggande på en handduk, så behåller det formen.",
        },
        { h2: "Vinterkängor och läderskor" },
        {
          p: "Blöta kängor ska torka i rumstemperatur, inte på elementet eller framför en värmefläkt. Stark värme kan få lädret att spricka och limmet i sulan att släppa. Ta ur innersulorna, lossa snörningen och stoppa kängorna med tidningspapper som suger upp fukten. Byt papper på kvällen, så är de torra till morgonen.",
        },
        {
          p: "Läderskor mår bra av att borstas rena och smörjas med skokräm eller läderfett då och då. Kängor i mocka och nubuck behöver impregneras regelbundet för att stå emot snö och slask. Välj ett medel som passar materialet.",
        },
        { h2: "Laga och låt kläderna gå vidare" },
        {
          p: "Ett hål på knät eller en lös knapp betyder inte att plagget är slut. Sy i knappen, stryk på en lapp eller laga revan innan den blir större. Och när barnet har vuxit ur kläderna kan de gå vidare till ett syskon, en kusin eller en kompis – eller säljas vidare. Välskötta barnkläder är eftertraktade på loppisar och i köp- och säljgrupper.",
        },
      ],
    },

    "gift-card": {
      slug: "allt-om-presentkort",
      title: "Så fungerar presentkortet",
      summary:
        "Tips för dig som vill ge kläder eller skor till ett barn som växer: storlek, vad som passar i vilken ålder och vad som gäller för presentkort från Little North i dag.",
      imageAlt: "Ett presentkort i ett kuvert med ett rött band och stjärnor.",
      body: [
        {
          p: "Kläder är en fin present till ett barn – om de passar. Barn växer fort, och storleken från förra säsongen kan redan vara för liten. Här är våra bästa tips för att hitta en present som passar och blir använd, och det du behöver veta innan du ger bort ett presentkort från Little North.",
        },
        { h2: "Välj en storlek att växa i" },
        {
          p: "Våra storlekar utgår från barnets längd i centimeter, så det enklaste är att fråga föräldrarna hur långt barnet är just nu. Kan du inte fråga, välj storleken över den du tror passar. En tröja som är lite stor passar om några månader, men en som är för liten kommer aldrig att passa. I vår storleksguide ser du vilken storlek som passar vilken längd och ålder.",
        },
        { h2: "Vad passar i vilken ålder?" },
        {
          ul: [
            "Bebisar: mjuka bodys, en sparkdräkt eller en stickad mössa. Bebisar växer snabbast av alla, så välj gärna en eller två storlekar större.",
            "Små barn och förskolebarn: kläder som tål lek ute, till exempel regnbyxor, vantar, en varm mössa eller en fleecejacka.",
            "Skolbarn: en huvtröja, en pyjamas eller ett par mjuka stickade sockor. Fråga efter favoritfärgen eller vilket djur som gäller just nu.",
            "Tonåringar: låt dem gärna välja själva. En mössa, en halsduk eller en ryggsäck är ett säkert val, eftersom storleken spelar mindre roll.",
          ],
        },
        { h2: "Skor och vinterkläder" },
        {
          p: "Skor är bara en bra present om du vet hur lång barnets fot är, och fötter ska mätas, inte gissas. I vår guide om skostorlekar ser du hur du mäter foten på ett papper med en linjal. Vinterjackor och overaller är populära presenter på senhösten, men fråga först – många familjer har redan köpt vinterns ytterkläder.",
        },
        { h2: "Om storleken inte stämmer" },
        {
          p: "Spara orderbekräftelsen. Hos oss har du 60 dagars öppet köp, räknat från dagen du fick ditt paket, så den som har lagt beställningen kan skicka tillbaka en present i fel storlek.",
        },
        { h2: "Funderar du på ett presentkort?" },
        {
          p: "Presentkort hittar du i kategorin Presentkort. Tänk på att det ännu inte går att betala med presentkort i vår webbutik: kassan har inget fält för presentkortskoder, och saldot går inte att se på sajten. Innan du köper ett presentkort att ge bort, kontakta vår kundservice på service@littlenorth.shop och fråga hur mottagaren kan använda det.",
        },
        { h2: "Har du fått ett presentkort?" },
        {
          p: "På sidan Mina presentkort, som du hittar längst ner på sajten, står vad du kan göra med ett presentkort i vår webbutik i dag. Har du frågor, skriv till service@littlenorth.shop och ha ordernumret eller presentkortet till hands.",
        },
        { h3: "Bra att veta" },
        {
          ul: [
            "Ett presentkort kan inte lösas in mot kontanter och kan inte returneras.",
            "Medlemsrabatten i family gäller inte när du köper presentkort.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "lager-pa-lager",
      title: "Lager på lager: så klär du barnen för vintern",
      summary:
        "Med tre lager håller sig barnen varma och torra hela dagen ute. Så väljer du underställ, mellanlager och ytterkläder – och mössa, vantar och kängor.",
      imageAlt: "En underställströja, en fleecetröja och en vadderad jacka bredvid varandra.",
      body: [
        {
          p: "Det finns inget dåligt väder, bara dåliga kläder. Hemligheten är att klä barnet i flera tunnare lager i stället för ett enda tjockt. Luften mellan lagren isolerar, och det blir lätt att ta av och på när barnet springer runt eller sitter still i sandlådan.",
        },
        { h2: "Tre lager som håller värmen" },
        { h3: "1. Underställ närmast kroppen" },
        {
          p: "Det innersta lagret ska leda bort fukt från huden. Välj underställ i ull eller syntetmaterial, inte bomull. Bomull suger upp svett och blir kall och blöt, medan ull värmer även när den är lite fuktig. Merinoull är mjuk och kliar sällan.",
        },
        { h3: "2. Mellanlager som värmer" },
        {
          p: "Mellanlagret håller kvar värmen. En fleecetröja, en ulltröja eller ett par fleecebyxor fungerar bra. När det är riktigt kallt kan du lägga till en tunn väst eller ett extra lager fleece.",
        },
        { h3: "3. Ytterlager mot vind och väta" },
        {
          p: "Ytterst behövs jacka och byxor, eller en overall, som stänger ute vind och vatten. För de minsta är en vadderad overall ofta smidigast, eftersom den inte glider upp när barnet åker pulka. Välj ytterkläder som är lite rymliga, så att mellanlagret får plats och barnet kan röra sig fritt.",
        },
        { h2: "Glöm inte huvud, händer och fötter" },
        {
          ul: [
            "Mössa: en varm mössa i ull eller med fleecefoder som täcker öronen. En elefantmössa sitter kvar även i full fart.",
            "Vantar: fodrade, vatten- och vindtäta vantar med långt skaft som går över jackärmen. Tumvantar värmer bättre än fingervantar.",
            "Halsvärmare: en tubhalsduk håller halsen varm och är säkrare än en vanlig halsduk i klätterställningen och rutschkanan.",
            "Vinterkängor: fodrade och vattentäta kängor med grov sula. Se till att det finns plats för en tjock ullsocka – för trånga kängor blir kalla.",
          ],
        },
        { h2: "Fryser barnet?" },
        {
          p: "Känn i nacken, innanför kläderna – inte på händerna. Händer och fötter är ofta kalla även när barnet har det lagom varmt. Är nacken varm och torr är allt som det ska. Är den svettig har barnet för mycket på sig, och är den kall behövs ett lager till. Tänk på att barn som sitter still i vagnen eller pulkan blir kalla fortare än de som springer runt.",
        },
        { h2: "Extrakläder och namnlappar till förskolan" },
        {
          p: "Lämna en påse med ombyte på förskolan: underställ, strumpor, en extra mössa och flera par vantar. Vantarna blir alltid blöta först, så två eller tre par är inte för mycket. Märk allt med namn, för i förskolans hall hänger det ofta många likadana overaller.",
        },
        { h2: "Torka allt till i morgon" },
        {
          p: "Häng upp overall, vantar, mössa och kängor så fort ni kommer hem, så är allt torrt till nästa morgon. Vänd vantarna ut och in om det går och ta ur innersulorna ur kängorna. Ett torkskåp är guld värt, men ett torkställ i ett varmt rum fungerar också. Lägg bara inte kängorna direkt på elementet.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Sommaroutfits för långa, ljusa dagar",
      intro:
        "Lätta plagg som tål sand, saltvatten och glassdropp. Här är våra bästa tips för kläder som håller hela sommarlovet.",
      imageAlt: "Ett par shorts, en randig t-shirt, sandaler och en solhatt mot solgul bakgrund.",
      body: [
        { h2: "Enkelt att kombinera" },
        {
          p: "Bygg sommargarderoben kring några få basplagg: ett par shorts, några randiga t-shirtar och en tunn tröja till kvällarna. Ränder passar ihop med nästan allt, och med plagg i samma färgskala blir det lätt att klä på sig själv, även för de minsta.",
        },
        { h3: "Skydda mot solen" },
        {
          p: "En solhatt med brett brätte och en t-shirt i tätt vävt material skyddar bättre än man tror. Välj sandaler med ordentlig hälkappa och kardborreband, så sitter de kvar både på stranden och i klätterställningen.",
        },
      ],
    },
    summerDresses: {
      heading: "Sommarklänningar att snurra i",
      intro: "Luftiga klänningar för skolavslutningen, midsommarafton och varma dagar på stranden.",
      imageAlt: "Tre sommarklänningar i rosa, vitt och turkos på ett tvättstreck mot blå himmel.",
      body: [
        { h2: "En klänning för varje sommardag" },
        {
          p: "Vardagsklänningen i mjuk trikå klarar både lek och cykelturer, medan den vita klänningen med volanger är som gjord för skolavslutningen och midsommar. Välj material som andas, som bomull och linne, så blir det skönt även de varmaste dagarna.",
        },
        {
          p: "Är klänningen tunn eller kort? Ett par cykelbyxor under och en kofta över axlarna när solen går ned, så räcker den från morgon till kväll.",
        },
      ],
    },
  },

  community: {
    title: "Shoppa vårt Instagram",
    description:
      "Bilder som våra kunder delar med #littlenorth – från snödagar till fest och myssöndagar. Hitta inspiration och handla plaggen direkt.",
    intro:
      "Här har vi samlat bilder som ni har delat med #littlenorth. Hitta inspiration till pulkabacken, förskolan och julens fester – och handla plaggen i bilderna direkt.",
    looks: [
      {
        title: "Snödag",
        caption: "Första snön kom i natt, och hon hann knappt äta upp frukosten innan hon ville ut i pulkabacken.",
        imageAlt: "En vinteroverall, ett par vinterkängor, en stickad mössa och ett par vantar utlagda bredvid varandra.",
      },
      {
        title: "Förskolemorgon",
        caption: "Huvtröja, jeans och sneakers – klart på fem minuter, och den lilla ryggsäcken packade han själv.",
        imageAlt: "En huvtröja, ett par jeans, ett par sneakers och en liten ryggsäck utlagda bredvid varandra.",
      },
      {
        title: "Festdags",
        caption: "Sammetsklänning och fluga till julbordet hos mormor. Skorna putsades kvällen innan.",
        imageAlt: "En sammetsklänning, en skjorta med fluga, ett par ballerinaskor och ett par finskor utlagda bredvid varandra.",
      },
      {
        title: "Myssöndag",
        caption: "Pyjamas hela dagen, stickade sockor och tofflor – och pannkakor till lunch.",
        imageAlt: "En pyjamas, ett par stickade sockor och ett par tofflor utlagda bredvid varandra.",
      },
      {
        title: "Skogspromenad",
        caption: "Regnet öste ned, men vattenpölarna i skogen var ju de allra bästa.",
        imageAlt: "En regnjacka, ett par regnbyxor och ett par gummistövlar utlagda bredvid varandra.",
      },
      {
        title: "Sportig helg",
        caption: "Träning med laget på lördagsmorgonen, och sedan fortsatte matchen på gräsmattan tills det blev mörkt.",
        imageAlt: "En träningströja, ett par joggingbyxor, ett par sportskor och en fotboll utlagda bredvid varandra.",
      },
    ],
  },

  club: {
    title: "family – vår medlemsklubb",
    description:
      "Bli medlem i family gratis: 10 % rabatt när du är inloggad, medlemserbjudanden, en födelsedagsöverraskning till barnet och tidig tillgång till rean.",
    intro:
      "family är Little Norths medlemsklubb för alla som handlar till barn och tonåringar. Det kostar ingenting att vara med, det finns inget minimibelopp att handla för och du kan gå ur när du vill.",
    imageAlt: "Presentaskar, ett medlemskort med texten ”family” och hjärtan mot varm korallröd bakgrund.",
    benefitsHeading: "Det här får du som medlem",
    benefits: [
      { title: "10 % rabatt", text: "Du får 10 % rabatt på dina köp när du är inloggad." },
      {
        title: "Medlemserbjudanden",
        text: "Erbjudanden som bara finns för medlemmar. Du hittar dem under Mina erbjudanden på Mina sidor.",
      },
      { title: "Födelsedagsöverraskning", text: "Vi firar ditt barn med en liten överraskning på födelsedagen." },
      { title: "Tidig tillgång till rean", text: "Du får handla på rean innan den öppnar för alla andra." },
    ],
    stepsHeading: "Så blir du medlem",
    steps: [
      { title: "Logga in", text: "Logga in, eller skapa ett konto med din e-postadress." },
      {
        title: "Bli medlem",
        text: "Välj att bli medlem och godkänn medlemsvillkoren. Du behöver ha ett mobilnummer registrerat på ditt konto.",
      },
      { title: "Handla inloggad", text: "Handla när du är inloggad, så dras 10 % av automatiskt i kassan." },
    ],
    termsText: "Vill du veta exakt vad som gäller för medlemskapet och hur du avslutar det?",
    termsLinkText: "Läs medlemsvillkoren",
    cta: "Bli medlem",
  },
};

export default seed;
