import type { EditorialSeed } from "./types.ts";

/**
 * The Polish noun after a number, agreeing with the last number of a span:
 * 1 → `one`, 2–4 (not 12–14) → `few` ("miesiące", "lata"), the rest → `many`. A span up to 1
 * reads "od 0 do 1 miesiąca", so the caller passes the genitive singular as `one`.
 */
const plural = (n: number, one: string, few: string, many: string) => {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && (tens < 12 || tens > 14) ? few : many;
};

/** Whole years as they are; anything else with a decimal comma. */
const years = (months: number) => String(Math.round((months / 12) * 10) / 10).replace(".", ",");

const seed: EditorialSeed = {
  language: "pl",

  tableHeadings: {
    size: "Rozmiar",
    age: "Wiek",
    height: "Wzrost (cm)",
    chest: "Obwód klatki piersiowej (cm)",
    waist: "Obwód talii (cm)",
    inseam: "Wewnętrzna długość nogi (cm)",
    euSize: "Rozmiar EU",
    footLength: "Długość stopy (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 || fromMonths % 12 !== 0 || toMonths % 12 !== 0
      ? `${fromMonths}–${toMonths} ${plural(toMonths, "miesiąca", "miesiące", "miesięcy")}`
      : `${years(fromMonths)}–${years(toMonths)} ${plural(toMonths / 12, "roku", "lata", "lat")}`,

  home: {
    title: "Little North – ubrania i buty dla dzieci i nastolatków",
    description:
      "Kurtki zimowe, kombinezony i ocieplane śniegowce dla dzieci i nastolatków. 60 dni na darmowy zwrot, a w klubie family 10% taniej.",
    hero: {
      heading: "Gotowi na pierwszy śnieg?",
      text: "Ciepłe kurtki, kombinezony i ocieplane śniegowce, w których zima jest niestraszna – i w drodze do szkoły, i na saneczkowej górce. Przygotuj dziecko na zimę, zanim przyjdą prawdziwe mrozy.",
      cta: "Zobacz kurtki zimowe",
      imageAlt:
        "Zdjęcie z góry na śnieżnobiałym tle: czerwona pikowana kurtka zimowa, granatowy kombinezon, czapka z dzianiny w paski, żółte rękawiczki z jednym palcem i brązowe śniegowce, a wokół płatki śniegu.",
    },
    tilesHeading: "Na zimę i na święta",
    tiles: {
      outerwear: {
        label: "Kurtki i kombinezony",
        imageAlt: "Czerwona pikowana kurtka zimowa na jasnoniebieskim tle.",
      },
      winterBoots: {
        label: "Śniegowce",
        imageAlt: "Para brązowych ocieplanych śniegowców na jasnoszarym tle z płatkami śniegu.",
      },
      knitwear: {
        label: "Swetry",
        imageAlt: "Kremowy sweter w warkocze na tle w kolorze szałwii.",
      },
      partyDresses: {
        label: "Odświętne sukienki",
        imageAlt: "Ciemnozielona aksamitna sukienka ze złotą kokardą na pudroworóżowym tle.",
      },
      accessories: {
        label: "Akcesoria",
        imageAlt: "Czapka z dzianiny w paski i żółte rękawiczki z jednym palcem na jasnożółtym tle.",
      },
      giftCard: {
        label: "Karta podarunkowa",
        imageAlt: "Karta podarunkowa Little North przewiązana wstążką na ciemnoniebieskim tle.",
      },
    },
    rails: {
      newArrivals: "Nowości",
      picked: "Nasze zimowe ulubieńce",
      winterBoots: "Śniegowce na mroźne dni",
      sale: "Wyprzedaż",
      brand: "Hity marki {brand}",
    },
    textImage: {
      heading: "Zanim kupisz śniegowce, zmierz stopę",
      text: "Dziecięce stopy rosną szybko, a w śniegowcach musi się zmieścić jeszcze gruba wełniana skarpeta. Wystarczą kartka, ołówek i linijka – w naszym przewodniku krok po kroku pokazujemy, jak zmierzyć stopę i jaki rozmiar wybrać.",
      cta: "Jak zmierzyć stopę dziecka",
      imageAlt: "Obrys stopy dziecka narysowany na kartce papieru, obok linijka i ołówek.",
    },
    perkStripHeading: "Wygodne zakupy w Little North",
    memberCta: {
      heading: "Dołącz do family i płać 10% mniej",
      text: "Członkostwo jest bezpłatne. Po zalogowaniu masz 10% rabatu, a do tego oferty dla członków, urodzinową niespodziankę dla dziecka i wcześniejszy dostęp do wyprzedaży.",
      cta: "Dołącz do klubu",
    },
  },

  guidesIndex: {
    title: "Przewodniki",
    intro:
      "Praktyczne porady dla rodziców: jak dobrać rozmiar, jak zmierzyć stopę w domu, jak ubrać dziecko na mróz i jak dbać o ulubione ubrania, żeby posłużyły jeszcze młodszemu rodzeństwu.",
    description:
      "Tabela rozmiarów, rozmiary butów, pranie i pielęgnacja, ubieranie na zimę i karta podarunkowa – praktyczne porady Little North dla rodziców.",
  },

  guides: {
    "size-guide": {
      slug: "jak-dobrac-rozmiar",
      title: "Tabela rozmiarów: jak dobrać rozmiar ubrań dla dziecka",
      summary:
        "Rozmiary naszych ubrań odpowiadają wzrostowi dziecka w centymetrach. Podpowiadamy, jak zmierzyć dziecko, jak czytać tabelę i co zrobić, gdy wymiary wypadają między rozmiarami.",
      imageAlt: "Miarka krawiecka obok złożonej koszulki i złożonych jeansów.",
      body: [
        {
          p: "Ubrania w Little North mają rozmiary europejskie – od 50 dla noworodków do 176 dla nastolatków. Zasada jest prosta: rozmiar to wzrost dziecka w centymetrach. Rozmiar 110 pasuje na dziecko, które ma do 110 cm wzrostu, rozmiar 116 – do 116 cm i tak dalej. Wiek traktuj tylko orientacyjnie: dwoje sześciolatków może nosić rozmiary różniące się nawet o dwa numery.",
        },
        { h2: "Jak zmierzyć dziecko" },
        {
          p: "Wystarczą miękka miarka krawiecka i dwie minuty. Mierz dziecko w bieliźnie albo w cienkim ubraniu, a nie na swetrze. Poproś, żeby stanęło prosto, ale swobodnie – bez wciągania brzucha i wypinania piersi.",
        },
        {
          ul: [
            "Wzrost: dziecko staje boso, plecami do ściany, z piętami razem. Połóż mu płasko na głowie książkę, zaznacz ołówkiem jej dolną krawędź na ścianie i zmierz odległość od podłogi do kreski.",
            "Obwód klatki piersiowej: poprowadź miarkę poziomo wokół najszerszego miejsca klatki piersiowej, tuż pod pachami.",
            "Obwód talii: zmierz obwód w naturalnej talii, tuż nad pępkiem. Miarka ma przylegać, ale nie uciskać.",
            "Wewnętrzna długość nogi: zmierz od kroku prosto w dół do kostki. Możesz też zmierzyć dobrze leżące spodnie – od szwu w kroku do dołu nogawki.",
          ],
        },
        { h2: "Tabela rozmiarów" },
        {
          table: "clothing-sizes",
          caption:
            "Rozmiary ubrań od 50 do 176 oraz wzrost, obwód klatki piersiowej, obwód talii i wewnętrzna długość nogi, na które pasują. Kieruj się przede wszystkim wzrostem – wiek jest tylko orientacyjny.",
        },
        { h2: "Wymiary wypadają między rozmiarami?" },
        {
          p: "Jeśli dziecko jest pomiędzy dwoma rozmiarami, wybierz większy. Dzieci rosną skokami, a niewielki zapas sprawia, że sweter czy spodnie posłużą przez cały sezon. Dziecko, które ma 112 cm wzrostu, nosi więc rozmiar 116. Za długie rękawy można podwinąć, a spodnie z regulacją w pasie nie będą się zsuwać, dopóki dziecko do nich nie dorośnie.",
        },
        {
          p: "Przy kurtkach i kombinezonach pomyśl o tym, co będzie pod spodem. Zimą pod kurtkę zakłada się bieliznę termoaktywną i polar albo wełniany sweter, dlatego w razie wątpliwości wybierz rozmiar większy.",
        },
        { h3: "Niemowlęta" },
        {
          p: "Niemowlęta rosną najszybciej – w pierwszych miesiącach często o rozmiar co miesiąc lub dwa. W najmniejszych rozmiarach kupuj więc tylko kilka rzeczy na start. Szukasz prezentu dla noworodka? Rozmiar 62 lub 68 to bezpieczny wybór: maluch szybko do niego dorośnie.",
        },
        { h3: "Nastolatki" },
        {
          p: "Mniej więcej od rozmiaru 146 dzieci rosną nierównomiernie: jednego roku wydłużają się nogi, w kolejnym poszerzają się ramiona. Oprócz wzrostu zmierz też obwód klatki piersiowej i długość nogi, a potem porównaj wyniki z tabelą. Wielu nastolatków lubi luźniejszy fason – wybierz rozmiar według wzrostu, a swobodny krój zrobi resztę.",
        },
        { h2: "Buty mają własny przewodnik" },
        {
          p: "Z butami jest inaczej: liczy się długość stopy, a nie wzrost. W przewodniku po rozmiarach butów pokazujemy, jak zmierzyć stopę dziecka w domu i jaki rozmiar wybrać.",
        },
      ],
    },

    "shoe-size": {
      slug: "jak-zmierzyc-stope-dziecka",
      title: "Rozmiary butów: jak zmierzyć stopę dziecka",
      summary:
        "Zmierz stopę w domu za pomocą kartki i linijki, uwzględnij zapas na wzrost i znajdź rozmiar EU w tabeli. Podpowiadamy też, jak często mierzyć i po czym poznać, że buty są za małe.",
      imageAlt: "Obrys stopy dziecka na kartce papieru, obok linijka i dziecięcy trampek.",
      body: [
        {
          p: "Dobrze dobrane buty dają stopom miejsce na ruch i wzrost, a w wygodnych butach łatwiej chodzić, biegać i się bawić. Dzieci rzadko skarżą się, że buty są za małe – ich stopy są miękkie, a palce po prostu się podkurczają. Dlatego zawsze lepiej zmierzyć, niż zgadywać.",
        },
        { h2: "Kiedy mierzyć" },
        {
          p: "Mierz stopy po południu albo wieczorem, gdy po całym dniu na nogach są nieco większe. Dziecko powinno stać i obciążać obie nogi – stopa pod ciężarem ciała się wydłuża. Mierz w skarpetkach, w których dziecko będzie nosić buty: w cienkich do sneakersów, w grubych wełnianych do śniegowców.",
        },
        { h2: "Krok po kroku: pomiar na kartce" },
        {
          ul: [
            "Połóż kartkę papieru na twardej podłodze, krótszym brzegiem przy samej ścianie.",
            "Poproś dziecko, żeby stanęło na kartce piętą przy ścianie i równo obciążyło obie stopy.",
            "Trzymając ołówek pionowo, obrysuj stopę albo zaznacz sam koniec najdłuższego palca – to nie zawsze jest duży palec.",
            "Niech dziecko zejdzie z kartki. Linijką zmierz w centymetrach odległość od brzegu kartki przy ścianie do najdalej wysuniętego punktu przy palcach.",
            "Tak samo zmierz drugą stopę.",
            "Długość dłuższej stopy odszukaj w tabeli poniżej i odczytaj rozmiar EU.",
          ],
        },
        { h2: "Zmierz obie stopy i pamiętaj o zapasie" },
        {
          p: "Prawie każdy ma jedną stopę trochę dłuższą od drugiej – dzieci też. Zawsze kieruj się dłuższą stopą. But musi być też nieco dłuższy niż sama stopa: około 1–1,5 cm zapasu daje palcom swobodę przy chodzeniu i miejsce na wzrost. W śniegowcach przyda się odrobinę więcej, bo gruba skarpeta i ocieplenie zajmują trochę miejsca.",
        },
        {
          p: "W naszej tabeli ten zapas jest już wliczony, więc po prostu odszukaj zmierzoną długość stopy. Jeśli korzystasz z tabeli, która podaje długość wkładki, dodaj do długości stopy 1–1,5 cm. Przy śniegowcach, gdy stopa wypada na górnej granicy rozmiaru, wybierz numer większy.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Rozmiary butów EU od 18 do 41 i długość stopy, na którą pasuje każdy z nich. Zapas ok. 1,5 cm jest już wliczony – szukaj zmierzonej długości dłuższej stopy.",
        },
        { h2: "Jak często mierzyć" },
        {
          p: "Stopy dzieci rosną skokowo. U maluchów sprawdzaj rozmiar co dwa, trzy miesiące – w tym czasie stopa potrafi urosnąć nawet o numer. U dzieci w wieku szkolnym zwykle wystarczy pomiar co trzy, cztery miesiące. I zawsze zmierz stopy przed zakupem nowej pary, zwłaszcza śniegowców, które mają wystarczyć na całą zimę.",
        },
        { h2: "Po czym poznać, że buty są za małe" },
        {
          ul: [
            "Po zdjęciu butów na palcach, piętach albo bokach stóp widać zaczerwienienia lub pęcherze.",
            "Dziecko zdejmuje buty przy pierwszej okazji albo nagle nie chce chodzić na dłuższe spacery.",
            "Gdy wyjmiesz wkładkę i postawisz na niej dziecko, przed najdłuższym palcem zostaje mniej miejsca niż na szerokość palca.",
            "Kiedy dziecko stoi, a Ty naciskasz czubek buta, wyczuwasz duży palec tuż przy samym przodzie.",
            "But jest rozepchany po bokach albo w czubku.",
          ],
        },
        {
          p: "Dzieci nie zawsze mówią, że coś je uwiera, dlatego co jakiś czas sprawdzaj, czy buty wciąż pasują – nawet jeśli wyglądają jak nowe.",
        },
      ],
    },

    care: {
      slug: "pranie-i-pielegnacja",
      title: "Pranie i pielęgnacja: jak dbać o ubrania dziecięce",
      summary:
        "Jak prać codzienne ubrania, kurtki, wełnę i śniegowce, żeby dalej grzały, nie przemakały i dobrze wyglądały – a potem mogły posłużyć kolejnemu dziecku.",
      imageAlt: "Sznurek do bielizny z małymi koszulkami, skarpetkami i sukienką suszącymi się na powietrzu.",
      body: [
        {
          p: "Ubrania dziecięce mają ciężkie życie: błoto, trawa, śnieg, a od czasu do czasu rozlany jogurt. Prane we właściwy sposób dłużej zachowują kolor, fason i swoje właściwości – i wciąż dobrze wyglądają, gdy przychodzi czas, żeby przekazać je dalej.",
        },
        { h2: "Zacznij od metki" },
        {
          p: "Metka z symbolami prania podpowiada, w jakiej najwyższej temperaturze można prać, czy wolno użyć suszarki bębnowej i czy ubranie wymaga specjalnego traktowania. Trzymaj się jej wskazówek, a rzadko coś pójdzie nie tak. W razie wątpliwości wybierz niższą temperaturę – większość codziennych ubrań dobrze dopierze się w 40 stopniach.",
        },
        { h2: "Codzienne pranie" },
        {
          ul: [
            "Odwróć ubrania na lewą stronę – kolory i nadruki dłużej zostaną jak nowe.",
            "Pierz razem rzeczy w podobnych kolorach, a nowe ciemne ubrania za pierwszym razem pierz osobno.",
            "Zapnij zamki, napy i rzepy, żeby nie zaczepiały o inne ubrania.",
            "Opróżnij kieszenie z kamyków, kasztanów i kredek.",
            "Nie przeładowuj pralki – ubrania potrzebują miejsca, żeby dobrze się wyprać.",
            "Plamy usuwaj jak najszybciej zimną wodą z odrobiną mydła – delikatnie, bez mocnego tarcia.",
          ],
        },
        { h2: "Kurtki, kombinezony i odzież przeciwdeszczowa" },
        {
          p: "Prając kurtki z membraną, kombinezony i odzież przeciwdeszczową, nigdy nie dodawaj płynu do płukania – zatyka membranę i niszczy powłokę, która odpycha wodę. Pierz je jak najrzadziej, najlepiej w płynie do odzieży funkcyjnej, a zaschnięte błoto najpierw wyszczotkuj. Między praniami wystarczy opłukać kurtkę przeciwdeszczową pod prysznicem albo przetrzeć ją wilgotną ściereczką.",
        },
        {
          p: "Gdy woda przestaje perlić się na tkaninie, czas na impregnację. Użyj impregnatu do odzieży funkcyjnej – w sprayu albo dodawanego do prania – i postępuj zgodnie z instrukcją na opakowaniu. Niektóre impregnaty potrzebują ciepła, żeby zadziałać, np. krótkiego suszenia w suszarce bębnowej w niskiej temperaturze, o ile metka na to pozwala.",
        },
        { h3: "Kurtki pikowane i puchowe" },
        {
          p: "Większość ocieplanych kurtek i kombinezonów można prać w pralce w programie delikatnym. Najważniejsze jest dokładne suszenie. Jeśli metka pozwala, susz kurtkę puchową w suszarce bębnowej w niskiej temperaturze razem z dwiema, trzema czystymi piłeczkami tenisowymi – rozbiją zbite grudki puchu. W przeciwnym razie susz ją na płasko i co jakiś czas porządnie wytrząśnij. Niedosuszona kurtka może nieprzyjemnie pachnieć i gorzej grzeje.",
        },
        { h3: "Wełna" },
        {
          p: "Wełna naturalnie odpycha brud i nie chłonie zapachów, więc często wystarczy ją przewietrzyć na świeżym powietrzu. Gdy trzeba ją wyprać, wybierz program do wełny albo pierz ręcznie w letniej wodzie ze środkiem do wełny. Nie trzyj i nie wykręcaj – zawiń sweter w ręcznik, żeby odsączyć wodę, a potem susz go na płasko, żeby nie stracił fasonu.",
        },
        { h2: "Śniegowce i buty skórzane" },
        {
          p: "Mokre buty susz w temperaturze pokojowej – nigdy na kaloryferze, przy kominku ani suszarką do włosów. Od bezpośredniego ciepła skóra pęka, klej puszcza, a guma twardnieje. Wyjmij wkłady i wkładki, wypchaj buty gazetami i wymieniaj je, gdy nasiąkną wilgocią. Kiedy buty wyschną, oczyść je z brudu i białych zacieków z soli drogowej.",
        },
        {
          p: "Skórzane buty posłużą dłużej, jeśli trochę o nie zadbasz. Przetrzyj je wilgotną ściereczką, poczekaj, aż wyschną, i nałóż krem do skóry albo impregnat w sprayu. Zrób to przed pierwszym śniegiem i jeszcze kilka razy w ciągu zimy.",
        },
        { h2: "Napraw i przekaż dalej" },
        {
          p: "Dziura na kolanie czy zepsuty zamek to jeszcze nie koniec. Łatka do prasowania, kilka ściegów albo nowy suwak potrafią przedłużyć życie ubrania o kolejny sezon. A gdy dziecko z czegoś wyrośnie, przekaż to młodszemu rodzeństwu, kuzynom albo znajomym – albo sprzedaj. Dobrze uszyte ubrania dziecięce spokojnie posłużą kilkorgu dzieciom.",
        },
      ],
    },

    "gift-card": {
      slug: "jak-dziala-karta-podarunkowa",
      title: "Ubrania na prezent – i co warto wiedzieć o karcie podarunkowej",
      summary:
        "Podpowiadamy, jak wybrać ubrania i buty na prezent dla rosnącego dziecka: rozmiar, pomysły na każdy wiek i co można dziś zrobić z kartą podarunkową Little North.",
      imageAlt: "Karta podarunkowa w kopercie przewiązanej czerwoną wstążką, a wokół małe gwiazdki.",
      body: [
        {
          p: "Ubrania to piękny prezent dla dziecka – pod warunkiem, że pasują. Dzieci szybko rosną i rozmiar z zeszłego sezonu może być już za mały. Oto nasze najlepsze rady, jak wybrać prezent, który będzie pasował i naprawdę będzie noszony, oraz co warto wiedzieć, zanim podarujesz kartę podarunkową Little North.",
        },
        { h2: "Wybierz rozmiar na zapas" },
        {
          p: "Nasze rozmiary odpowiadają wzrostowi dziecka w centymetrach, więc najprościej zapytać rodziców, ile dziecko teraz mierzy. Jeśli nie możesz zapytać, wybierz rozmiar większy od tego, który wydaje Ci się odpowiedni. Sweter, który jest trochę za duży, będzie pasował za kilka miesięcy, a za mały nie będzie pasował nigdy. W naszym przewodniku po rozmiarach sprawdzisz, jaki rozmiar pasuje do jakiego wzrostu i wieku.",
        },
        { h2: "Co podarować w jakim wieku?" },
        {
          ul: [
            "Niemowlęta: miękkie body, pajacyk albo czapka z dzianiny. Niemowlęta rosną najszybciej, więc śmiało wybierz rozmiar lub dwa większe.",
            "Maluchy i przedszkolaki: ubrania, które wytrzymają zabawę na dworze, na przykład spodnie przeciwdeszczowe, rękawiczki, ciepła czapka albo polar.",
            "Dzieci w wieku szkolnym: bluza z kapturem, piżama albo para miękkich skarpet z dzianiny. Zapytaj o ulubiony kolor albo zwierzaka, który jest teraz na topie.",
            "Nastolatki: najlepiej pozwól im wybrać samodzielnie. Czapka, szalik albo plecak to bezpieczny wybór, bo rozmiar ma mniejsze znaczenie.",
          ],
        },
        { h2: "Buty i odzież zimowa" },
        {
          p: "Buty są dobrym prezentem tylko wtedy, gdy znasz długość stopy dziecka – stopę trzeba zmierzyć, a nie zgadywać. W naszym przewodniku po rozmiarach butów dowiesz się, jak zmierzyć stopę na kartce papieru za pomocą linijki. Kurtki zimowe i kombinezony to popularne prezenty późną jesienią, ale najpierw zapytaj – wiele rodzin kupiło już ubrania na tę zimę.",
        },
        { h2: "Gdy rozmiar nie pasuje" },
        {
          p: "Zachowaj potwierdzenie zamówienia. U nas masz 60 dni na zwrot od dnia otrzymania zamówienia, więc osoba, która złożyła zamówienie, może odesłać prezent w złym rozmiarze.",
        },
        { h2: "Myślisz o karcie podarunkowej?" },
        {
          p: "Karty podarunkowe znajdziesz w kategorii „Karta podarunkowa”. Pamiętaj, że w naszym sklepie internetowym nie można jeszcze płacić kartą podarunkową: w kasie nie ma pola na kod karty, a salda nie sprawdzisz na stronie. Zanim kupisz kartę podarunkową na prezent, skontaktuj się z naszym działem obsługi klienta pod adresem service@littlenorth.shop i zapytaj, jak obdarowana osoba może z niej skorzystać.",
        },
        { h2: "Masz kartę podarunkową?" },
        {
          p: "Na stronie „Moje karty podarunkowe”, którą znajdziesz na samym dole serwisu, przeczytasz, co możesz dziś zrobić z kartą podarunkową w naszym sklepie internetowym. Jeśli masz pytania, napisz na service@littlenorth.shop i przygotuj numer zamówienia lub kartę.",
        },
        { h3: "Warto wiedzieć" },
        {
          ul: [
            "Karty podarunkowej nie można wymienić na gotówkę ani zwrócić.",
            "Rabat członkowski family nie obejmuje zakupu kart podarunkowych.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "jak-ubrac-dziecko-zima",
      title: "Jak ubrać dziecko zimą: zasada trzech warstw",
      summary:
        "Wełna albo materiał syntetyczny przy skórze, coś ciepłego w środku i warstwa chroniąca przed wiatrem i wodą na wierzchu. Tak ubierzesz dziecko na mróz i sprawdzisz, czy nie marznie.",
      imageAlt: "Koszulka termoaktywna, polarowa bluza i pikowana kurtka ułożone obok siebie.",
      body: [
        {
          p: "Dziecko, któremu jest ciepło i sucho, może godzinami bawić się na dworze – lepić bałwana, zjeżdżać na sankach czy czekać na szkolny autobus. Sekret nie tkwi w jednej bardzo grubej kurtce, tylko w trzech cieńszych warstwach, które działają razem. To dobrze znane ubieranie „na cebulkę”: warstwę zawsze można dołożyć albo zdjąć, gdy zmienia się pogoda.",
        },
        { h2: "Warstwa 1: bielizna termoaktywna" },
        {
          p: "Przy samej skórze dziecko nosi bieliznę z wełny albo materiału syntetycznego. Jej zadaniem jest odprowadzanie wilgoci od ciała, żeby dziecko było suche i nie marzło nawet po godzinie szaleństw na sankach. Wełna merino jest miękka, grzeje nawet wtedy, gdy jest wilgotna, i nie gryzie jak zwykła wełna. Unikaj bawełny przy skórze: zatrzymuje pot, a w wilgotnej bawełnie dziecko szybko marznie.",
        },
        { h2: "Warstwa 2: warstwa ocieplająca" },
        {
          p: "Środkowa warstwa zatrzymuje ciepło. Świetnie sprawdzi się polar albo wełniany sweter, a na nogi polarowe spodnie lub wełniane legginsy. W siarczyste mrozy dołóż grubszy sweter albo kamizelkę, a w łagodniejsze dni wystarczy cieńsza warstwa.",
        },
        { h2: "Warstwa 3: warstwa zewnętrzna" },
        {
          p: "Na wierzch zakłada się warstwę, która nie przepuszcza wiatru ani wody i chroni przed śniegiem, chlapą i mroźnym wiatrem: ocieplaną kurtkę zimową z nieprzemakalnymi spodniami albo – u młodszych dzieci – kombinezon. Sprawdź, czy mankiety dobrze przylegają do nadgarstków i czy nogawki mają wewnętrzne ściągacze przeciwśnieżne, które naciąga się na buty. Wtedy śnieg zostaje na zewnątrz.",
        },
        { h2: "Od czubka głowy po palce stóp" },
        {
          ul: [
            "Ciepła czapka, która zakrywa uszy – najlepiej z podszewką z polaru lub wełny.",
            "Dla maluchów rękawiczki z jednym palcem zamiast pięciopalczastych – palce wzajemnie się ogrzewają. Na śnieg wybierz nieprzemakalne, a w największe mrozy załóż pod spód cienkie wełniane.",
            "Komin zamiast szalika: grzeje szyję i nie zaczepi się o drabinki na placu zabaw.",
            "Ocieplane śniegowce z miejscem na grubą wełnianą skarpetę. Za ciasne buty ściskają palce, a ściśnięte palce szybciej marzną.",
            "Wełniane skarpety – i zapasowa para w plecaku.",
          ],
        },
        { h2: "Czy dziecku jest wystarczająco ciepło?" },
        {
          p: "Zimne dłonie niewiele mówią – często są chłodne, nawet gdy dziecku jest całkiem ciepło. Zamiast tego wsuń rękę za kołnierz i dotknij karku. Ciepły i suchy? Jest dobrze. Chłodny? Dołóż warstwę. Spocony? Zdejmij jedną, bo spocone dziecko szybko się wychładza. Maluchy, które siedzą w wózku albo na sankach, potrzebują cieplejszego ubrania niż dzieci, które biegają.",
        },
        { h2: "Przedszkole: ubrania na zmianę i podpisane rzeczy" },
        {
          p: "Przedszkolaki spędzają dużo czasu na dworze i potrafią przemoknąć kilka razy dziennie. Zostaw w szafce w przedszkolu worek z ubraniami na zmianę – niech będą w nim koszulka termoaktywna, skarpety, rękawiczki, czapka i bielizna. I podpisz wszystko – naprasowanką albo naklejką z imieniem. Dziesięć par identycznych granatowych rękawiczek na przedszkolnej suszarce trudno potem rozróżnić.",
        },
        { h3: "Wszystko wysusz przez noc" },
        {
          p: "Co wieczór rozwieś kurtkę, czapkę, rękawiczki i buty do wyschnięcia, żeby rano wszystko znów było ciepłe i suche. Ze śniegowców wyjmij wkłady i wkładki i susz je w temperaturze pokojowej, a nie na kaloryferze. Suszarka w przedpokoju to przez całą zimę prawdziwy skarb.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Letnie stylizacje na długie, słoneczne dni",
      intro:
        "Lekkie, wygodne ubrania, które poradzą sobie na plaży, na placu zabaw i podczas długich wieczorów na dworze. Łącz szorty, koszulki i sandały – i nie zapomnij o kapeluszu od słońca.",
      imageAlt: "Szorty, koszulka w paski, sandały i kapelusz przeciwsłoneczny na słonecznym, żółtym tle.",
      body: [
        { h2: "Proste zestawy na każdy dzień" },
        {
          p: "Wybierz kilka podstawowych rzeczy w pasujących do siebie kolorach – koszulkę w paski, gładką bluzkę i szorty w kolorze granatowym albo piaskowym – i stylizacje na cały tydzień gotowe. Miękka bawełna i len dają przyjemny chłód w upalne dni.",
        },
        { h2: "Na słońce i wakacyjne przygody" },
        {
          p: "Kapelusz z szerokim rondem albo czapka z osłoną na kark chronią twarz i szyję, a na plaży przyda się cienka bluzka z długim rękawem. Sandały z zakrytymi palcami i paskiem na piętę nie spadają przy wspinaczce i bieganiu, a na kamieniach i pomostach lepiej chronią palce.",
        },
      ],
    },
    summerDresses: {
      heading: "Letnie sukienki, w których chce się wirować",
      intro:
        "Ładne i wygodne sukienki na ciepłe dni, przyjęcia w ogrodzie i wakacje – z miękkiej, przewiewnej bawełny i w kolorach tak radosnych jak samo lato.",
      imageAlt: "Trzy letnie sukienki – różowa, biała i turkusowa – na sznurku do bielizny na tle błękitnego nieba.",
      body: [
        { h2: "Przede wszystkim wygoda" },
        {
          p: "Najlepsze letnie sukienki to te, w których dziecko chce chodzić cały dzień: z miękkiego materiału, w kroju, który nie krępuje ruchów, i bez niczego, co drapie. Krótkie rękawy albo szerokie ramiączka sprawiają, że sukienkę zakłada się w mgnieniu oka, a krótkie legginsy pod spodem pozwalają bez skrępowania robić gwiazdy i wspinać się na drabinki.",
        },
        { h2: "Od przyjęcia w ogrodzie po plac zabaw" },
        {
          p: "Na letnie przyjęcie dobierz baleriny i spinkę do włosów, a na co dzień – sandały i kardigan na chłodniejsze wieczory. Biała sukienka to letni klasyk, choć różowa czy turkusowa dużo łaskawiej znosi plamy z trawy.",
        },
      ],
    },
  },

  community: {
    title: "Instashop: stylizacje naszych klientów",
    description:
      "Zobacz, jak rodziny noszą Little North – od dni na śniegu po świąteczne przyjęcia – i kupuj ubrania, buty i akcesoria prosto ze zdjęć.",
    intro:
      "Dni na śniegu, błotniste spacery i świąteczne przyjęcia: oto kilka naszych ulubionych stylizacji od rodzin, które noszą Little North. Ubrania i buty z każdego zdjęcia znajdziesz tuż pod nim. Oznacz nas na Instagramie – może następnym razem pokażemy tu Twoją stylizację.",
    looks: [
      {
        title: "Dzień na śniegu",
        caption: "Pierwszy prawdziwy śnieg w tym roku – nikt nie chciał wracać do domu na obiad.",
        imageAlt: "Kombinezon zimowy, śniegowce, czapka z dzianiny i rękawiczki z jednym palcem rozłożone płasko.",
      },
      {
        title: "Poranek w przedszkolu",
        caption: "Bluza z kapturem, ulubione jeansy i sneakersy – pięć minut i wychodzimy do przedszkola.",
        imageAlt: "Bluza z kapturem, jeansy, sneakersy i mały plecak rozłożone płasko.",
      },
      {
        title: "Czas przyjęć",
        caption: "Aksamit i muszka – ta dwójka jest już gotowa na świąteczne przyjęcie.",
        imageAlt: "Aksamitna sukienka i koszula z muszką rozłożone płasko, a obok baleriny i eleganckie półbuty.",
      },
      {
        title: "Leniwa niedziela",
        caption: "Piżama do południa, ciepłe skarpety i naleśniki na śniadanie. Tak wygląda idealna niedziela.",
        imageAlt: "Piżama, skarpety z dzianiny i kapcie rozłożone płasko.",
      },
      {
        title: "Spacer po lesie",
        caption: "Kałuże, szyszki i ubłocone kolana – zakładamy kalosze i ruszamy do lasu.",
        imageAlt: "Kurtka przeciwdeszczowa, spodnie przeciwdeszczowe i kalosze rozłożone płasko.",
      },
      {
        title: "Sportowy weekend",
        caption: "W sobotę z samego rana mecz, a potem cały dzień w parku. Tak lubimy weekendy.",
        imageAlt: "Bluza sportowa, joggery, buty sportowe i piłka nożna rozłożone płasko.",
      },
    ],
  },

  club: {
    title: "Klub family w Little North",
    description:
      "Dołącz bezpłatnie do family: 10% rabatu po zalogowaniu, oferty dla członków, urodzinowa niespodzianka dla dziecka i wcześniejszy dostęp do wyprzedaży.",
    intro:
      "family to nasz klub dla wszystkich, którzy kupują ubrania dla dzieci i nastolatków. Członkostwo jest bezpłatne, nie ma minimalnej kwoty zakupów, a zrezygnować możesz w każdej chwili.",
    imageAlt: "Pudełka z prezentami, karta członkowska z napisem „family” i serduszka na ciepłym koralowym tle.",
    benefitsHeading: "Co zyskujesz jako członek klubu",
    benefits: [
      {
        title: "10% rabatu",
        text: "Po zalogowaniu płacisz za zakupy 10% mniej.",
      },
      {
        title: "Oferty dla członków",
        text: "Oferty przygotowane tylko dla członków klubu. Znajdziesz je na swoim koncie w zakładce „Moje oferty”.",
      },
      {
        title: "Urodzinowa niespodzianka",
        text: "Z okazji urodzin Twojego dziecka przygotujemy dla niego małą niespodziankę.",
      },
      {
        title: "Wcześniejszy dostęp do wyprzedaży",
        text: "Na wyprzedaż wchodzisz, zanim ruszy dla wszystkich – i masz największy wybór.",
      },
    ],
    stepsHeading: "Jak dołączyć",
    steps: [
      {
        title: "Zaloguj się lub załóż konto",
        text: "Zaloguj się na swoje konto albo załóż nowe, podając adres e-mail.",
      },
      {
        title: "Dołącz do klubu",
        text: "Wybierz członkostwo w family i zaakceptuj regulamin klubu. Na koncie musi być podany numer telefonu komórkowego.",
      },
      {
        title: "Rób zakupy po zalogowaniu",
        text: "Zaloguj się przed zakupami, a 10% rabatu odejmiemy automatycznie w kasie.",
      },
    ],
    termsText: "Wszystko o korzyściach, wiadomościach od nas i rezygnacji z członkostwa znajdziesz w regulaminie klubu.",
    termsLinkText: "Przeczytaj regulamin klubu family",
    cta: "Dołącz bezpłatnie do family",
  },
};

export default seed;
