import type { EditorialSeed } from "./types.ts";

/** Whole numbers as they are; anything else with a decimal comma. */
const num = (n: number) => String(n).replace(".", ",");

const seed: EditorialSeed = {
  language: "de",

  tableHeadings: {
    size: "Größe",
    age: "Alter",
    height: "Körpergröße (cm)",
    chest: "Brustumfang (cm)",
    waist: "Taillenumfang (cm)",
    inseam: "Innenbeinlänge (cm)",
    euSize: "EU-Größe",
    footLength: "Fußlänge (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24
      ? `${fromMonths}–${toMonths} Monate`
      : `${num(Math.round((fromMonths / 12) * 10) / 10)}–${num(Math.round((toMonths / 12) * 10) / 10)} Jahre`,

  home: {
    title: "Kinderkleidung & Schuhe für den Winter | Little North",
    description:
      "Warme Winterjacken, Schneeanzüge, gefütterte Winterstiefel und kuschelige Strickpullover für Kinder und Teens – jetzt bei Little North entdecken.",
    hero: {
      heading: "Bereit für den ersten Schnee?",
      text: "Warme Winterjacken und Schneeanzüge, die Wind, Nässe und jede Schneeballschlacht mitmachen. So macht Rausgehen auch bei Minusgraden Spaß.",
      cta: "Jacken & Schneeanzüge entdecken",
      imageAlt:
        "Winterkleidung für Kinder auf schneeweißem Untergrund ausgelegt: eine rote wattierte Winterjacke, ein dunkelblauer Schneeanzug, eine gestreifte Strickmütze, gelbe Fäustlinge und braune Winterstiefel, dazwischen Schneeflocken",
    },
    tilesHeading: "Alles für die kalte Jahreszeit",
    tiles: {
      outerwear: {
        label: "Jacken & Outdoor",
        imageAlt: "Eine rote wattierte Winterjacke auf hellblauem Hintergrund",
      },
      winterBoots: {
        label: "Winterstiefel",
        imageAlt: "Ein Paar braune gefütterte Winterstiefel auf hellgrauem Hintergrund mit Schneeflocken",
      },
      knitwear: {
        label: "Strickpullover",
        imageAlt: "Ein cremeweißer Pullover mit Zopfmuster auf salbeigrünem Hintergrund",
      },
      partyDresses: {
        label: "Festliche Kleider",
        imageAlt: "Ein dunkelgrünes Samtkleid mit goldener Schleife auf zartrosa Hintergrund",
      },
      accessories: {
        label: "Accessoires",
        imageAlt: "Eine gestreifte Strickmütze und gelbe Fäustlinge auf hellgelbem Hintergrund",
      },
      giftCard: {
        label: "Geschenkkarten",
        imageAlt: "Eine Geschenkkarte von Little North mit Schleifenband auf dunkelblauem Hintergrund",
      },
    },
    rails: {
      newArrivals: "Neuheiten",
      picked: "Unsere Winterlieblinge",
      winterBoots: "Warme Winterstiefel",
      sale: "Jetzt im Sale",
      brand: "Lieblingsstücke von {brand}",
    },
    textImage: {
      heading: "Erst messen, dann Winterstiefel kaufen",
      text: "Kinderfüße wachsen schneller, als man denkt – und in zu engen Stiefeln werden die Zehen schnell kalt. Miss die Füße deines Kindes am besten nachmittags und mit dicken Wintersocken. Mehr als Papier, Stift und Lineal brauchst du dafür nicht.",
      cta: "So misst du richtig",
      imageAlt: "Der Umriss eines Kinderfußes, mit Bleistift auf Papier gezeichnet, daneben ein Lineal und ein Bleistift",
    },
    perkStripHeading: "Darauf kannst du dich verlassen",
    memberCta: {
      heading: "Werde Mitglied bei family",
      text: "Die Mitgliedschaft ist kostenlos: Du sparst 10 % auf deine Einkäufe und bekommst Mitgliederangebote, eine Geburtstagsüberraschung für dein Kind und früheren Zugang zum Sale.",
      cta: "Mehr über family",
    },
  },

  guidesIndex: {
    title: "Ratgeber",
    intro:
      "Welche Größe passt gerade? Wie misst man Kinderfüße richtig, und was zieht man an einem eiskalten Schneetag an? Hier findest du unsere Tipps zu Größen, Pflege, Geschenkkarten und warmer Winterkleidung.",
    description:
      "Größentabellen für Kinderkleidung und Schuhe, Füße richtig messen, Pflegetipps und warm anziehen nach dem Zwiebelprinzip: die Ratgeber von Little North.",
  },

  guides: {
    "size-guide": {
      slug: "grossentabelle",
      title: "Größentabelle: die richtige Kleidergröße für dein Kind",
      summary:
        "Bei Kinderkleidung entspricht die Größe der Körpergröße in Zentimetern. So misst du richtig und findest die passende Größe von 50 bis 176.",
      imageAlt: "Ein Maßband neben einem gefalteten T-Shirt und einer Jeans",
      body: [
        {
          p: "Kinderkleidung richtet sich nach der Körpergröße, nicht nach dem Alter. Das macht die Wahl einfacher, denn Kinder wachsen ganz unterschiedlich schnell: Manche Dreijährige tragen schon Größe 104, andere noch 92. Bei Little North findest du Kleidung in den Größen 50 bis 176 – vom Neugeborenen bis zum Teenager.",
        },
        { h2: "So funktionieren die Größen" },
        {
          p: "Die Größe ist die Körpergröße deines Kindes in Zentimetern. Die Größen steigen in Schritten von 6 cm, von 50 über 56, 62 und 68 bis 176. Die Zahl ist dabei die obere Grenze: Größe 110 ist für Kinder zwischen 105 und 110 cm gedacht, Größe 116 für Kinder zwischen 111 und 116 cm. Das Alter in der Tabelle ist nur ein Richtwert.",
        },
        { h2: "So misst du richtig" },
        {
          p: "Du brauchst ein weiches Maßband und am besten jemanden, der kurz hilft. Dein Kind trägt dabei nur Unterwäsche oder dünne Kleidung und steht entspannt und gerade.",
        },
        {
          ul: [
            "Körpergröße: Dein Kind stellt sich barfuß mit dem Rücken an eine Wand, die Fersen berühren die Wand. Leg ein Buch flach auf den Kopf, markiere die Unterkante an der Wand und miss vom Boden bis zur Markierung.",
            "Brustumfang: Führe das Maßband unter den Achseln um die breiteste Stelle der Brust. Die Arme hängen locker, dein Kind atmet ganz normal.",
            "Taillenumfang: Leg das Maßband an der schmalsten Stelle um den Bauch, meist knapp über dem Bauchnabel. Das Maßband liegt an, schnürt aber nicht ein.",
            "Innenbeinlänge: Miss an der Innenseite des Beins vom Schritt bis zum Boden, ohne Schuhe. Einfacher geht es an einer gut sitzenden Hose: entlang der inneren Naht vom Schritt bis zum Saum.",
          ],
        },
        { h2: "Die Größentabelle" },
        {
          table: "clothing-sizes",
          caption:
            "Kleidergrößen 50 bis 176 mit Körpergröße, Brust-, Taillenumfang und Innenbeinlänge in Zentimetern. Das Alter ist nur ein Richtwert.",
        },
        { h2: "Zwischen zwei Größen?" },
        {
          p: "Liegt dein Kind zwischen zwei Größen, nimm die größere. So bleibt Platz zum Wachsen, und der Pullover passt auch noch über ein Langarmshirt. Zu lange Ärmel und Hosenbeine krempelst du am Anfang einfach um. Bei Winterjacken und Schneeanzügen lohnt sich die größere Größe besonders, weil darunter mehrere Schichten Platz haben müssen.",
        },
        { h3: "Babys und Kleinkinder" },
        {
          p: "Im ersten Jahr wachsen Babys so schnell, dass eine Größe manchmal nur wenige Wochen passt. Kauf von den ganz kleinen Größen lieber nur ein paar Teile und greif im Zweifel gleich zur nächsten. Bei Stramplern mit Füßen achte darauf, dass die Zehen nicht vorn anstoßen.",
        },
        { h3: "Teenager" },
        {
          p: "Jugendliche wachsen oft in Schüben: Erst werden Arme und Beine länger, später die Schultern breiter. Miss deshalb öfter nach und schau neben der Körpergröße auch auf Brust- und Taillenumfang. Viele Teens mögen es außerdem bewusst weit – dann darf es ruhig eine Nummer größer sein.",
        },
        {
          p: "Und die Schuhe? Schuhgrößen funktionieren anders als Kleidergrößen. Wie du die Füße deines Kindes misst und die passende Schuhgröße findest, erklären wir in unserem eigenen Ratgeber zu Schuhgrößen.",
        },
      ],
    },

    "shoe-size": {
      slug: "schuhgrossen",
      title: "Schuhgrößen für Kinder: So misst du Kinderfüße richtig",
      summary:
        "Kinder merken selten, wenn ein Schuh drückt. So misst du die Füße deines Kindes zu Hause und findest mit unserer Tabelle die passende Schuhgröße.",
      imageAlt: "Ein auf Papier nachgezeichneter Fuß, daneben ein Lineal und ein kleiner Sneaker",
      body: [
        {
          p: "Kinderfüße sind weich und biegsam. Wird ein Schuh zu klein, ziehen Kinder die Zehen einfach ein – und merken oft gar nicht, dass etwas drückt. Deshalb gilt: lieber messen als raten. Miss die Füße vor jedem Schuhkauf neu, auch wenn das letzte Paar noch gar nicht so lange her ist.",
        },
        { h2: "Wann du am besten misst" },
        {
          p: "Miss am späten Nachmittag oder am Abend, denn im Laufe des Tages werden die Füße etwas größer. Dein Kind sollte dabei stehen: Mit dem ganzen Körpergewicht wird der Fuß länger und breiter. Dabei trägt es die Socken, die es später auch in den Schuhen anhat – jetzt im Winter also dicke Wintersocken.",
        },
        { h2: "Schritt für Schritt: Fuß messen auf Papier" },
        {
          ul: [
            "Leg ein Blatt Papier auf einen harten Boden, mit der kurzen Seite direkt an die Wand.",
            "Dein Kind stellt sich mit Socken auf das Papier, die Ferse berührt die Wand, das Gewicht ist auf beide Füße verteilt.",
            "Fahr mit einem senkrecht gehaltenen Stift um den Fuß herum – oder markiere zumindest die Spitze der längsten Zehe. Das ist nicht immer der große Zeh!",
            "Lass dein Kind vom Papier steigen und miss mit dem Lineal den Abstand von der Wandkante bis zur Markierung, möglichst auf den Millimeter genau.",
            "Wiederhole das Ganze mit dem anderen Fuß.",
            "Nimm den längeren der beiden Werte und such ihn in der Tabelle weiter unten.",
          ],
        },
        { h2: "Immer beide Füße messen" },
        {
          p: "Fast niemand hat zwei genau gleich lange Füße, oft liegen ein paar Millimeter dazwischen. Der Schuh muss immer zum längeren Fuß passen – sonst drückt es auf einer Seite.",
        },
        { h2: "Wie viel Platz braucht der Fuß?" },
        {
          p: "Ein Kinderschuh sollte innen etwa 1 bis 1,5 cm länger sein als der Fuß. Diesen Platz braucht der Fuß, um beim Gehen abzurollen, und er bleibt Spielraum zum Wachsen. Bei Winterstiefeln darf es ein wenig mehr sein, damit dicke Socken hineinpassen und warme Luft um die Zehen bleibt. Zu viel Platz ist aber auch nicht gut: Dann rutscht der Fuß im Schuh, und dein Kind stolpert leichter.",
        },
        {
          p: "In unserer Tabelle ist die Zugabe von rund 1,5 cm schon eingerechnet. Du suchst also einfach die gemessene Fußlänge und liest die passende EU-Größe ab. Liegt der Wert genau an der Grenze zwischen zwei Größen, nimm die größere – bei Winterstiefeln erst recht.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Schuhgrößen 18 bis 41: gemessene Fußlänge in Zentimetern und passende EU-Größe. Rund 1,5 cm Platz zum Wachsen sind bereits eingerechnet.",
        },
        { h2: "Wie oft nachmessen?" },
        {
          p: "Kinderfüße wachsen in Schüben. Bei kleinen Kindern lohnt es sich, alle zwei bis drei Monate nachzumessen, bei Schulkindern etwa alle drei bis vier Monate. Und natürlich vor jedem neuen Paar Schuhe.",
        },
        { h2: "Daran merkst du, dass die Schuhe zu klein sind" },
        {
          ul: [
            "Dein Kind will die Schuhe nicht mehr anziehen oder zieht sie schnell wieder aus.",
            "Nach dem Ausziehen sind rote Stellen oder Druckstellen an Zehen oder Ferse zu sehen.",
            "Die Socken sind vorn schnell durchgescheuert, oder die Zehen zeichnen sich deutlich im Fußbett ab.",
            "Dein Kind läuft anders als sonst, stolpert häufiger oder klagt über müde Füße.",
          ],
        },
        {
          p: "Der bekannte Daumentest an der Schuhspitze ist übrigens nicht zuverlässig, weil Kinder beim Drücken oft die Zehen einziehen. Besser: Nimm die Innensohle heraus und lass dein Kind daraufstehen. Vor der längsten Zehe sollte noch gut ein Zentimeter frei sein.",
        },
      ],
    },

    care: {
      slug: "pflegetipps",
      title: "Waschen und pflegen: So halten Kindersachen länger",
      summary:
        "Vom Pflegeetikett bis zum Schneeanzug: So bleiben Kinderkleidung, Regenjacken und Winterstiefel lange schön – und können später noch weitergegeben werden.",
      imageAlt: "Eine Wäscheleine mit kleinen T-Shirts, Socken und einem Kleid",
      body: [
        {
          p: "Kinderkleidung muss einiges aushalten: Matsch, Grasflecken, Knete und Tomatensoße. Mit ein paar Handgriffen beim Waschen bleibt sie trotzdem lange schön – und ist später noch gut genug für Geschwister, Freunde oder den Flohmarkt.",
        },
        { h2: "Vor dem Waschen" },
        {
          ul: [
            "Lies das Pflegeetikett und halte dich an Temperatur und Waschprogramm.",
            "Dreh die Kleidung auf links. So halten Farben und Drucke länger, und es bilden sich weniger Knötchen.",
            "Sortiere nach ähnlichen Farben und wasche neue, kräftig gefärbte Teile die ersten Male separat.",
            "Schließe Reißverschlüsse, Klettverschlüsse und Druckknöpfe, damit nichts hängen bleibt oder andere Teile beschädigt.",
            "Leere alle Taschen: Steine, Kastanien und Taschentücher haben in der Waschmaschine nichts verloren.",
          ],
        },
        { h2: "Funktions- und Regenkleidung" },
        {
          p: "Regenjacken, Matschhosen, Schneeanzüge und Winterjacken aus Funktionsmaterial wäschst du mit einem milden Feinwaschmittel oder einem speziellen Waschmittel für Funktionskleidung – und immer ohne Weichspüler. Weichspüler verklebt die Poren des Materials, dann ist die Kleidung weniger atmungsaktiv und nicht mehr so wasserdicht. Getrockneten Matsch kannst du oft einfach abbürsten oder mit einem feuchten Tuch abwischen, statt gleich zu waschen.",
        },
        { h3: "Neu imprägnieren" },
        {
          p: "Perlt das Wasser nicht mehr ab, sondern zieht in den Stoff ein, ist es Zeit für eine neue Imprägnierung. Sprüh die saubere, noch leicht feuchte Jacke mit Imprägnierspray ein oder gib ein Imprägniermittel zum Einwaschen in die Maschine. Bei vielen Materialien frischt etwas Wärme die Imprägnierung zusätzlich auf – ob Trockner oder Bügeleisen erlaubt sind, verrät das Pflegeetikett.",
        },
        { h2: "Wattierte Jacken und Daunenjacken" },
        {
          p: "Wattierte Winterjacken und Daunenjacken wäschst du im Schon- oder Daunenprogramm mit wenig Waschmittel und schleuderst sie nur sanft. Wenn das Etikett es erlaubt, trocknen sie am besten im Trockner bei niedriger Temperatur, zusammen mit zwei, drei Tennisbällen, damit die Füllung nicht verklumpt. Sonst lässt du sie liegend trocknen und schüttelst sie immer wieder auf. Erst wenn die Jacke ganz durchgetrocknet ist, kommt sie in den Schrank – sonst riecht sie muffig.",
        },
        { h2: "Wolle" },
        {
          p: "Wolle muss viel seltener gewaschen werden, als man denkt. Oft reicht es, Mützen, Pullover und Wollunterwäsche über Nacht an der frischen Luft auszulüften. Wenn du wäschst, dann im Wollprogramm oder von Hand, lauwarm und mit Wollwaschmittel. Nicht reiben und nicht auswringen: Drück das Wasser sanft in einem Handtuch aus und lass das Teil liegend in Form trocknen.",
        },
        { h2: "Winterstiefel und Lederschuhe" },
        {
          p: "Nasse Winterstiefel trocknen am besten bei Zimmertemperatur – nicht auf der Heizung, nicht vor dem Kamin und nicht mit dem Föhn. Zu viel Hitze macht Leder spröde, löst Klebstellen und lässt Sohlen schrumpfen. Nimm Innenschuhe und Einlegesohlen heraus und stopf die Stiefel mit Zeitungspapier aus, das du nach ein paar Stunden wechselst. Lederschuhe bürstest du nach dem Trocknen ab, pflegst sie mit Lederpflege und imprägnierst sie neu. Weiße Ränder vom Streusalz gehen mit lauwarmem Wasser und einem weichen Tuch weg.",
        },
        { h2: "Flicken und weitergeben" },
        {
          p: "Ein Loch im Knie ist kein Grund zum Wegwerfen: Mit einem Flicken zum Aufbügeln oder ein paar Stichen ist die Hose schnell wieder bereit für den Spielplatz. Ein loser Knopf ist in zwei Minuten angenäht, und ein klemmender Reißverschluss läuft mit etwas Kerzenwachs oft wieder. Was zu klein geworden ist, freut Geschwister, Cousinen oder Nachbarskinder – oder findet auf dem Kinderflohmarkt ein neues Zuhause. Gute Pflege lohnt sich also doppelt.",
        },
      ],
    },

    "gift-card": {
      slug: "geschenkkarte",
      title: "Kleidung verschenken: Tipps und Infos zur Geschenkkarte",
      summary:
        "Tipps, wenn du einem Kind im Wachstum Kleidung oder Schuhe schenkst: die richtige Größe, Ideen für jedes Alter und was du heute mit einer Geschenkkarte von Little North machen kannst.",
      imageAlt: "Eine Geschenkkarte in einem Umschlag mit roter Schleife und Sternen",
      body: [
        {
          p: "Kleidung ist ein schönes Geschenk für ein Kind – wenn sie passt. Kinder wachsen schnell, und die Größe aus der letzten Saison kann schon zu klein sein. Hier sind unsere besten Tipps für ein Geschenk, das passt und gern getragen wird, und was du wissen solltest, bevor du eine Geschenkkarte von Little North verschenkst.",
        },
        { h2: "Eine Größe zum Hineinwachsen" },
        {
          p: "Unsere Größen richten sich nach der Körpergröße des Kindes in Zentimetern. Am einfachsten fragst du also die Eltern, wie groß das Kind gerade ist. Wenn du nicht fragen kannst, nimm lieber eine Größe größer als die, die du schätzt. Ein Pullover, der etwas groß ist, passt in ein paar Monaten – einer, der zu klein ist, passt nie. In unserem Größenratgeber siehst du, welche Größe zu welcher Körpergröße und welchem Alter passt.",
        },
        { h2: "Was passt zu welchem Alter?" },
        {
          ul: [
            "Babys: weiche Bodys, ein Strampler oder eine Strickmütze. Babys wachsen am schnellsten, nimm also ruhig eine oder zwei Größen größer.",
            "Kleinkinder und Kitakinder: Kleidung, die das Spielen draußen aushält, etwa eine Regenhose, Fäustlinge, eine warme Mütze oder eine Fleecejacke.",
            "Schulkinder: ein Kapuzenpullover, ein Schlafanzug oder ein Paar kuschelige Stricksocken. Frag nach der Lieblingsfarbe oder dem Tier, das gerade hoch im Kurs steht.",
            "Teenager: Lass sie am besten selbst aussuchen. Eine Mütze, ein Schal oder ein Rucksack ist eine sichere Wahl, weil die Größe weniger wichtig ist.",
          ],
        },
        { h2: "Schuhe und Winterjacken" },
        {
          p: "Schuhe sind nur dann ein gutes Geschenk, wenn du die Fußlänge des Kindes kennst – Füße werden gemessen, nicht geschätzt. In unserem Ratgeber zu Schuhgrößen steht, wie du den Fuß mit Papier und Lineal misst. Winterjacken und Schneeanzüge sind im Spätherbst beliebte Geschenke, aber frag vorher nach: Viele Familien haben die Winterkleidung für dieses Jahr schon gekauft.",
        },
        { h2: "Wenn die Größe nicht passt" },
        {
          p: "Heb die Bestellbestätigung auf. Bei uns hast du ab Erhalt der Bestellung 60 Tage Rückgaberecht. Wer bestellt hat, kann ein Geschenk in der falschen Größe also zurückschicken.",
        },
        { h2: "Du denkst an eine Geschenkkarte?" },
        {
          p: "Geschenkkarten findest du in der Kategorie „Geschenkkarten“. Bitte beachte: In unserem Onlineshop kannst du noch nicht mit einer Geschenkkarte bezahlen. An der Kasse gibt es kein Feld für einen Geschenkkartencode, und das Guthaben lässt sich auf der Website nicht abfragen. Bevor du eine Geschenkkarte verschenkst, wende dich an unseren Kundenservice unter service@littlenorth.shop und frag, wie die beschenkte Person sie nutzen kann.",
        },
        { h2: "Du hast eine Geschenkkarte bekommen?" },
        {
          p: "Auf der Seite „Meine Geschenkkarten“, die du ganz unten auf der Website findest, steht, was du heute in unserem Onlineshop mit einer Geschenkkarte machen kannst. Bei Fragen schreib uns an service@littlenorth.shop und halte die Bestellnummer oder die Karte bereit.",
        },
        { h3: "Gut zu wissen" },
        {
          ul: [
            "Eine Geschenkkarte kann nicht in Bargeld umgetauscht und nicht zurückgegeben werden.",
            "Der family-Mitgliederrabatt gilt nicht beim Kauf von Geschenkkarten.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "zwiebelprinzip",
      title: "Zwiebelprinzip: So ziehst du dein Kind im Winter richtig an",
      summary:
        "Drei Schichten halten warm und trocken: Unterwäsche aus Wolle, eine wärmende Mittelschicht und eine wetterfeste Jacke. So ziehst du dein Kind für Kälte und Schnee an.",
      imageAlt: "Ein Unterziehshirt, ein Fleecepullover und eine wattierte Jacke nebeneinander",
      body: [
        {
          p: "Kinder, die warm und trocken sind, spielen länger draußen – und haben viel mehr Spaß im Schnee. Das Geheimnis heißt Zwiebelprinzip: mehrere Schichten statt einer dicken. Zwischen den Lagen bleibt warme Luft hängen, und wenn es beim Schlittenfahren zu warm wird, ist schnell eine Schicht ausgezogen.",
        },
        { h2: "Die drei Schichten" },
        {
          ul: [
            "Unten: Unterwäsche aus Wolle, zum Beispiel Merinowolle, oder aus Funktionsfasern. Sie leitet Feuchtigkeit von der Haut weg. Baumwolle eignet sich dafür nicht: Sie saugt sich mit Schweiß voll, bleibt nass und kühlt aus.",
            "In der Mitte: ein Fleecepullover, eine Fleecejacke oder ein Pullover aus Wolle. Diese Schicht hält die Wärme am Körper. Bei klirrender Kälte kommt noch eine Fleecehose dazu.",
            "Außen: eine wind- und wasserdichte Winterjacke mit Schneehose oder ein Schneeanzug. Sie hält Wind, Schnee und Nässe ab und lässt trotzdem Feuchtigkeit von innen nach außen.",
          ],
        },
        { h2: "Kopf, Hände, Hals und Füße" },
        {
          p: "Über Kopf, Hände und Füße verlieren Kinder besonders schnell Wärme. Damit sie bis zum Schluss gern draußen bleiben, denk an diese Teile:",
        },
        {
          ul: [
            "Mütze: aus Wolle oder mit Fleecefutter, und so tief, dass sie die Ohren ganz bedeckt. Bei kleinen Kindern sitzt eine Schlupfmütze besonders gut.",
            "Fäustlinge: Sie halten wärmer als Fingerhandschuhe. Für den Schnee sollten sie wasserdicht sein und lange Stulpen haben, die unter oder über den Jackenärmel passen.",
            "Halswärmer statt Schal: Ein Schlauchschal rutscht nicht und kann sich beim Toben nirgends verfangen – das ist sicherer als ein langer Schal.",
            "Winterstiefel: gefüttert, wasserdicht und mit griffiger Sohle. Achte darauf, dass mit dicken Wollsocken noch genug Platz bleibt, denn eingequetschte Zehen frieren schneller.",
          ],
        },
        { h2: "Ist meinem Kind warm genug?" },
        {
          p: "Kalte Hände sagen wenig aus – sie sind bei Kindern oft kühl, auch wenn der Rest schön warm ist. Fühl lieber im Nacken: Ist die Haut dort warm und trocken, passt alles. Ist sie kühl, braucht dein Kind eine Schicht mehr. Ist sie verschwitzt, zieh eine Schicht aus, sonst kühlt dein Kind in der feuchten Kleidung schnell aus. Kleine Kinder im Kinderwagen oder auf dem Schlitten bewegen sich kaum und brauchen mehr Schichten als große Geschwister, die herumtoben.",
        },
        { h2: "Für die Kita: Wechselsachen und Namensschilder" },
        {
          p: "In der Kita geht es fast jeden Tag nach draußen, und nasse Handschuhe gehören dort zum Alltag. Pack deshalb Wechselsachen ein, die am besten gleich dort bleiben:",
        },
        {
          ul: [
            "ein zweites Paar Fäustlinge und eine Ersatzmütze",
            "Wollsocken und eine Strumpfhose oder lange Unterhose",
            "einen Pullover oder eine Fleecejacke zum Wechseln",
            "eine komplette Garnitur Unterwäsche",
          ],
        },
        {
          p: "Schreib den Namen deines Kindes in jedes Teil oder näh Namensschilder ein. In der Garderobe hängen viele ähnliche Schneeanzüge und Mützen – so findet alles wieder den Weg nach Hause.",
        },
        { h2: "Über Nacht trocknen" },
        {
          p: "Damit morgens alles wieder trocken und warm ist, häng Schneeanzug, Mütze und Handschuhe abends auf – gern in die Nähe der Heizung, aber nicht direkt darauf. Nimm die Innenschuhe aus den Winterstiefeln und stopf die Stiefel mit Zeitungspapier aus. Wer in trockene Sachen schlüpft, friert beim Spielen viel weniger.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Sommeroutfits für lange, helle Tage",
      intro:
        "Luftige Shorts, gestreifte T-Shirts, Sandalen und ein Sonnenhut: unsere Lieblingskombis für Ferien, Spielplatz und Badesee.",
      imageAlt: "Shorts, ein gestreiftes T-Shirt, Sandalen und ein Sonnenhut auf sonnengelbem Hintergrund",
      body: [
        { h2: "Leicht, bequem und gut kombinierbar" },
        {
          p: "Im Sommer zählt vor allem eins: Kleidung, in der Kinder sich frei bewegen können. Setz auf luftige Stoffe wie Baumwolle und Leinen und auf Teile, die gut zueinander passen. Zwei Shorts, ein paar T-Shirts in abgestimmten Farben und ein leichtes Langarmshirt für kühle Abende – schon ist die Ferientasche gepackt.",
        },
        { h3: "Sonnenschutz gehört dazu" },
        {
          p: "Ein Sonnenhut mit breiter Krempe oder eine Kappe mit Nackenschutz macht jedes Sommeroutfit komplett. Für die Füße sind Sandalen mit Fersenriemen ideal: Sie sitzen fest, und auch beim Rennen und Klettern rutscht nichts.",
        },
      ],
    },
    summerDresses: {
      heading: "Sommerkleider zum Drehen und Toben",
      intro:
        "Geblümt, gestreift oder uni: Ein Sommerkleid ist im Handumdrehen ein fertiges Outfit – für den Spielplatz, den Ausflug und das Sommerfest.",
      imageAlt: "Drei Sommerkleider in Rosa, Weiß und Türkis an einer Wäscheleine vor blauem Himmel",
      body: [
        { h2: "Das richtige Kleid für jeden Sommertag" },
        {
          p: "Für jeden Tag sind Kleider aus Baumwolljersey unschlagbar: weich, pflegeleicht und bequem auf dem Klettergerüst. Mit einer Radlerhose darunter kann beim Toben nichts passieren. Für Feste und Hochzeiten darf es ein Kleid aus Leinen oder mit Rüschen sein, dazu Ballerinas oder Sandalen.",
        },
        { h3: "Vom Sommer in den Herbst" },
        {
          p: "Viele Sommerkleider lassen sich auch an kühleren Tagen tragen: mit Strumpfhose, Strickjacke und Sneakern wird aus dem Ferienkleid ein Lieblingsoutfit für den Herbst.",
        },
      ],
    },
  },

  community: {
    title: "Instashop: Looks von unseren Kundinnen und Kunden",
    description:
      "Echte Looks von Familien, die bei Little North einkaufen – vom Schneetag bis zum Sportwochenende. Entdecke die Teile aus jedem Look.",
    intro:
      "Hier zeigen wir Lieblingslooks, die Familien mit uns geteilt haben – vom ersten Schneetag bis zum gemütlichen Sonntag. Zu jedem Look findest du die Teile, damit du ihn ganz einfach nachshoppen kannst.",
    looks: [
      {
        title: "Schneetag",
        caption: "Endlich Schnee! Schneeanzug an, Mütze auf und raus, bis die Nasenspitzen rot sind.",
        imageAlt: "Flach ausgelegt: ein Schneeanzug, Winterstiefel, eine Strickmütze und Fäustlinge",
      },
      {
        title: "Kita-Morgen",
        caption: "Hoodie, Jeans, Sneaker und der kleine Rucksack – in fünf Minuten angezogen, ganz ohne Diskussion.",
        imageAlt: "Flach ausgelegt: ein Hoodie, eine Jeans, Sneaker und ein kleiner Rucksack",
      },
      {
        title: "Zeit zum Feiern",
        caption: "Samtkleid, Hemd mit Fliege und die guten Schuhe: Die zwei sind bereit für die Weihnachtsfeier bei Oma.",
        imageAlt: "Flach ausgelegt: ein Samtkleid, ein Hemd mit Fliege, Ballerinas und festliche Schuhe",
      },
      {
        title: "Gemütlicher Sonntag",
        caption: "Schlafanzug bis mittags, Stricksocken und Hausschuhe – mehr braucht so ein Sonntag nicht.",
        imageAlt: "Flach ausgelegt: ein Schlafanzug, Stricksocken und Hausschuhe",
      },
      {
        title: "Waldspaziergang",
        caption: "Pfützen, Matsch und Stöcke sammeln: Mit Regenjacke, Regenhose und Gummistiefeln darf es ruhig nass werden.",
        imageAlt: "Flach ausgelegt: eine Regenjacke, eine Regenhose und Gummistiefel",
      },
      {
        title: "Sportwochenende",
        caption: "Samstagmorgen auf dem Bolzplatz: Trainingsshirt, Jogginghose, Sportschuhe – und der Ball muss natürlich mit.",
        imageAlt: "Flach ausgelegt: ein Trainingsshirt, eine Jogginghose, Sportschuhe und ein Fußball",
      },
    ],
  },

  club: {
    title: "family – der Kundenclub von Little North",
    description:
      "Werde kostenlos Mitglied bei family: 10 % auf deine Einkäufe, Mitgliederangebote, eine Geburtstagsüberraschung für dein Kind und früherer Zugang zum Sale.",
    intro:
      "family ist unser Kundenclub für alle, die Kinder und Jugendliche einkleiden. Die Mitgliedschaft ist kostenlos, es gibt keinen Mindestumsatz, und du kannst jederzeit wieder austreten.",
    imageAlt: "Geschenkschachteln, eine Mitgliedskarte mit der Aufschrift „family“ und Herzen auf warmem Korallenrot",
    benefitsHeading: "Deine Vorteile als Mitglied",
    benefits: [
      {
        title: "10 % auf deine Einkäufe",
        text: "Wenn du eingeloggt bist, sparst du 10 % auf deine Einkäufe. Der Rabatt wird automatisch abgezogen – ausgenommen ist nur der Kauf von Geschenkkarten.",
      },
      {
        title: "Angebote nur für Mitglieder",
        text: "Als Mitglied bekommst du exklusive Angebote. Du findest sie in deinem Kundenkonto unter „Meine Angebote“.",
      },
      {
        title: "Eine Überraschung zum Geburtstag",
        text: "Hat dein Kind Geburtstag, wartet eine kleine Überraschung von uns.",
      },
      {
        title: "Früher in den Sale",
        text: "Du bekommst früheren Zugang zum Sale und shoppst, bevor es alle anderen tun.",
      },
    ],
    stepsHeading: "So wirst du Mitglied",
    steps: [
      {
        title: "Einloggen oder Konto erstellen",
        text: "Logg dich in dein Kundenkonto ein oder erstelle mit deiner E-Mail-Adresse ein neues.",
      },
      {
        title: "Mitglied werden",
        text: "Entscheide dich für die Mitgliedschaft und akzeptiere die Mitgliedsbedingungen von family. Dafür muss in deinem Kundenkonto eine Handynummer hinterlegt sein.",
      },
      {
        title: "Eingeloggt einkaufen",
        text: "Kauf eingeloggt ein: Die 10 % werden automatisch abgezogen, bevor du an der Kasse bezahlst.",
      },
    ],
    termsText: "Alles Weitere zur Mitgliedschaft, zu deinen Daten und zum Austritt steht in den Mitgliedsbedingungen.",
    termsLinkText: "Mitgliedsbedingungen von family lesen",
    cta: "Jetzt kostenlos Mitglied werden",
  },
};

export default seed;
