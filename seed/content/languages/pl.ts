import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "pl",

  routes: ROUTES.pl,

  labels: {
    boys: "Chłopiec",
    girls: "Dziewczynka",
    new: "Nowości",
    sale: "Wyprzedaż",
    categories: "Kategorie",
    brands: "Marki",
    guides: "Przewodniki",
    community: "Instashop",
    memberClub: "family – 10% dla członków",
    customerService: "Obsługa klienta",
    legal: "Informacje prawne",
    company: "Marka Little North",
    followUs: "Obserwuj nas",
    paymentMethods: "Metody płatności",
    faq: "Centrum pomocy",
    whistleblowing: "Zgłaszanie nieprawidłowości",
    cookieSettings: "Ustawienia plików cookie",
  },

  categories: {
    jeans: { name: "Jeansy", slug: "jeansy" },
    "jeans-slim": { name: "Jeansy dopasowane", slug: "jeansy-dopasowane" },
    "jeans-regular": { name: "Jeansy o prostym kroju", slug: "jeansy-o-prostym-kroju" },
    "jeans-wide": { name: "Jeansy z szerokimi nogawkami", slug: "jeansy-z-szerokimi-nogawkami" },

    sweaters: { name: "Bluzy i swetry", slug: "bluzy-i-swetry" },
    hoodies: { name: "Bluzy z kapturem", slug: "bluzy-z-kapturem" },
    "hoodies-zip": { name: "Bluzy rozpinane", slug: "bluzy-rozpinane" },
    "hoodies-pullover": { name: "Bluzy wkładane przez głowę", slug: "bluzy-wkladane-przez-glowe" },
    sweatshirts: { name: "Bluzy bez kaptura", slug: "bluzy-bez-kaptura" },
    cardigans: { name: "Kardigany", slug: "kardigany" },
    knitwear: { name: "Swetry", slug: "swetry" },

    outerwear: { name: "Odzież wierzchnia", slug: "odziez-wierzchnia" },
    jackets: { name: "Kurtki", slug: "kurtki" },
    "winter-jackets": { name: "Kurtki zimowe", slug: "kurtki-zimowe" },
    "transition-jackets": { name: "Kurtki przejściowe", slug: "kurtki-przejsciowe" },
    "rain-jackets": { name: "Kurtki przeciwdeszczowe", slug: "kurtki-przeciwdeszczowe" },
    overalls: { name: "Kombinezony", slug: "kombinezony" },
    vests: { name: "Kamizelki", slug: "kamizelki" },
    rainwear: { name: "Odzież przeciwdeszczowa", slug: "odziez-przeciwdeszczowa" },

    shoes: { name: "Buty", slug: "buty" },
    sneakers: { name: "Sneakersy", slug: "sneakersy" },
    "sneakers-low": { name: "Niskie sneakersy", slug: "niskie-sneakersy" },
    "sneakers-high": { name: "Wysokie sneakersy", slug: "wysokie-sneakersy" },
    boots: { name: "Botki i kozaki", slug: "botki-i-kozaki" },
    "winter-boots": { name: "Śniegowce", slug: "sniegowce" },
    "chelsea-boots": { name: "Sztyblety", slug: "sztyblety" },
    "rubber-boots": { name: "Kalosze", slug: "kalosze" },
    sandals: { name: "Sandały", slug: "sandaly" },
    slides: { name: "Klapki", slug: "klapki" },
    slippers: { name: "Kapcie", slug: "kapcie" },
    ballerinas: { name: "Baleriny", slug: "baleriny" },
    "dress-shoes": { name: "Buty wizytowe i mokasyny", slug: "buty-wizytowe-i-mokasyny" },
    "sports-shoes": { name: "Buty sportowe", slug: "buty-sportowe" },
    "first-shoes": { name: "Pierwsze buciki", slug: "pierwsze-buciki" },

    "t-shirts": { name: "Koszulki", slug: "koszulki" },
    "t-shirts-short": { name: "Koszulki z krótkim rękawem", slug: "koszulki-z-krotkim-rekawem" },
    "t-shirts-long": { name: "Koszulki z długim rękawem", slug: "koszulki-z-dlugim-rekawem" },

    shirts: { name: "Koszule", slug: "koszule" },

    trousers: { name: "Spodnie", slug: "spodnie" },
    chinos: { name: "Chinosy", slug: "chinosy" },
    "cargo-trousers": { name: "Bojówki", slug: "bojowki" },
    joggers: { name: "Joggery", slug: "joggery" },

    shorts: { name: "Szorty", slug: "szorty" },
    dresses: { name: "Sukienki", slug: "sukienki" },
    skirts: { name: "Spódnice", slug: "spodnice" },
    "tops-blouses": { name: "Topy i bluzki", slug: "topy-i-bluzki" },
    "leggings-tights": { name: "Legginsy i rajstopy", slug: "legginsy-i-rajstopy" },
    blazers: { name: "Marynarki", slug: "marynarki" },

    underwear: { name: "Bielizna", slug: "bielizna" },
    briefs: { name: "Majtki i bokserki", slug: "majtki-i-bokserki" },
    undershirts: { name: "Podkoszulki", slug: "podkoszulki" },

    bras: { name: "Biustonosze", slug: "biustonosze" },
    socks: { name: "Skarpetki", slug: "skarpetki" },
    swimwear: { name: "Stroje kąpielowe", slug: "stroje-kapielowe" },

    accessories: { name: "Akcesoria", slug: "akcesoria" },
    caps: { name: "Czapki", slug: "czapki" },
    bags: { name: "Torby i plecaki", slug: "torby-i-plecaki" },
    gloves: { name: "Rękawiczki", slug: "rekawiczki" },
    belts: { name: "Paski", slug: "paski" },

    "jewellery-hair": { name: "Biżuteria i ozdoby do włosów", slug: "bizuteria-i-ozdoby-do-wlosow" },
    training: { name: "Odzież sportowa", slug: "odziez-sportowa" },
    sleepwear: { name: "Piżamy", slug: "pizamy" },
    loungewear: { name: "Dresy", slug: "dresy" },
    "gift-cards": { name: "Karta podarunkowa", slug: "karta-podarunkowa" },
  },

  inspo: {
    summerOutfits: { name: "Letnie stylizacje", slug: "letnie-stylizacje" },
    summerDresses: { name: "Letnie sukienki", slug: "letnie-sukienki" },
  },

  pages: {
    memberClub: {
      slug: "klub-family",
      title: "Klub family",
      description:
        "Dołącz do family, klubu Little North: 10% rabatu na zakupy, oferty dla członków, urodzinowa niespodzianka i wcześniejszy dostęp do wyprzedaży.",
      body: [
        {
          p: "family to nasz klub dla rodzin, które lubią dobrze ubrane dzieci i rozsądne zakupy. Członkostwo jest bezpłatne, a korzyści zaczynasz zbierać od pierwszego zamówienia.",
        },
        { h2: "Co zyskujesz jako członek family" },
        {
          ul: [
            "10% rabatu na zakupy – naliczany automatycznie w koszyku, gdy jesteś zalogowany",
            "oferty i kody rabatowe tylko dla członków klubu",
            "niespodziankę na urodziny",
            "wcześniejszy dostęp do wyprzedaży, zanim ruszą dla wszystkich",
          ],
        },
        { h2: "Jak dołączyć" },
        {
          ul: [
            "Załóż konto w sklepie Little North.",
            "Podaj swój numer telefonu komórkowego – jest potrzebny do członkostwa w klubie.",
            "Zaakceptuj regulamin klubu family i gotowe: rabat działa od razu.",
          ],
        },
        { h2: "Czy mogę zrezygnować?" },
        {
          p: "Tak, w każdej chwili. Wystarczy usunąć członkostwo w ustawieniach konta albo napisać do nas na service@littlenorth.shop. Szczegóły znajdziesz w regulaminie klubu family.",
        },
      ],
    },

    contact: {
      slug: "kontakt",
      title: "Kontakt",
      description:
        "Masz pytanie o zamówienie, dostawę lub zwrot? Napisz do obsługi klienta Little North przez e-mail lub czat – pomagamy w dni robocze w godz. 9:00–16:00.",
      body: [
        {
          p: "Chętnie pomożemy w sprawie zamówienia, rozmiaru, dostawy, zwrotu czy karty podarunkowej. Zanim napiszesz, zajrzyj do centrum pomocy – odpowiedzi na najczęstsze pytania znajdziesz tam od razu.",
        },
        { h2: "Obsługa klienta" },
        {
          ul: [
            "E-mail: service@littlenorth.shop",
            "Czat: ikona czatu w prawym dolnym rogu strony",
            "Godziny pracy: od poniedziałku do piątku, 9:00–16:00",
          ],
        },
        {
          p: "Jeśli piszesz w sprawie zamówienia, podaj jego numer – znajdziesz go w e-mailu z potwierdzeniem. Dzięki temu szybciej znajdziemy rozwiązanie.",
        },
        { h2: "Dane firmy" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Szwecja. Numer rejestrowy: 559123-4567, numer VAT: SE559123456701.",
        },
      ],
    },

    shipping: {
      slug: "dostawa",
      title: "Dostawa",
      description:
        "Dostawa do Polski trwa 3–6 dni roboczych, a przy zamówieniach od {299 PLN} wysyłamy za darmo. Sprawdź, jak śledzić paczkę.",
      body: [
        { h2: "Darmowa dostawa od {299 PLN}" },
        {
          p: "Przy zamówieniach o wartości od {299 PLN} dostawa jest bezpłatna. Przy mniejszych zamówieniach koszt dostawy zobaczysz w koszyku i w kasie, zanim zapłacisz – bez żadnych niespodzianek.",
        },
        { h2: "Czas dostawy" },
        {
          p: "Zamówienia dostarczamy w ciągu 3–6 dni roboczych od złożenia zamówienia. W okresach dużych wyprzedaży, np. w Black Week, przesyłki mogą dotrzeć nieco później.",
        },
        { h2: "Śledzenie przesyłki" },
        {
          p: "Gdy paczka wyjedzie z magazynu, wyślemy Ci e-mail z numerem przesyłki i linkiem do śledzenia. Dostępne sposoby dostawy wybierasz w kasie.",
        },
        { h2: "Dokąd wysyłamy" },
        {
          p: "Polski sklep Little North realizuje dostawy na adresy w Polsce. Jeśli mieszkasz w innym kraju, wybierz sklep swojego kraju w menu wyboru rynku.",
        },
      ],
    },

    returns: {
      slug: "zwroty",
      title: "Zwroty",
      description:
        "Masz 60 dni na zwrot, a zwrot jest zawsze bezpłatny. Zarejestruj go online, a pieniądze oddamy w ciągu 14 dni od dotarcia paczki do magazynu.",
      body: [
        {
          p: "Rozmiar nie pasuje albo kolor wygląda inaczej niż na zdjęciu? Nic straconego – na zwrot masz aż 60 dni od otrzymania paczki, a odesłanie produktów nic Cię nie kosztuje.",
        },
        { h2: "Jak zwrócić produkty" },
        {
          ul: [
            "Zarejestruj zwrot online na stronie „Zgłoś zwrot”, podając numer zamówienia i adres e-mail.",
            "Zaznacz produkty, które odsyłasz, i pobierz etykietę zwrotną.",
            "Zapakuj produkty – najlepiej w oryginalne opakowanie – i naklej etykietę.",
            "Nadaj paczkę w wybranym punkcie nadania.",
          ],
        },
        { h2: "Zwrot pieniędzy" },
        {
          p: "Pieniądze zwrócimy w ciągu 14 dni od dotarcia zwrotu do naszego magazynu, tą samą metodą płatności, której użyto przy zamówieniu. Gdy zwrot zostanie przyjęty, dostaniesz od nas e-mail.",
        },
        { h2: "Bielizna i karty podarunkowe" },
        {
          p: "60 dni na zwrot nie obejmuje bielizny ani kart podarunkowych – w ich przypadku obowiązują ustawowe zasady odstąpienia od umowy. Ze względów higienicznych bieliznę można zwrócić tylko wtedy, gdy plomba higieniczna lub metki są nienaruszone.",
        },
        {
          p: "Zwracane ubrania i buty nie mogą nosić śladów użytkowania poza przymierzeniem. Metki powinny zostać przy produkcie.",
        },
      ],
    },

    registerReturn: {
      slug: "zglos-zwrot",
      title: "Zgłoś zwrot",
      description: "Zarejestruj zwrot online w kilka minut: wybierz produkty, pobierz bezpłatną etykietę zwrotną i nadaj paczkę.",
      body: [
        {
          p: "Zwrot w Little North rejestrujesz online – to szybkie i zawsze bezpłatne. Przygotuj numer zamówienia z e-maila z potwierdzeniem.",
        },
        { h2: "Krok po kroku" },
        {
          ul: [
            "Wpisz numer zamówienia i adres e-mail użyty przy zakupie.",
            "Wybierz produkty, które chcesz zwrócić, i – jeśli chcesz – zaznacz powód zwrotu.",
            "Pobierz i wydrukuj etykietę zwrotną albo zapisz kod nadania w telefonie.",
            "Zapakuj produkty z metkami, najlepiej w oryginalne opakowanie.",
            "Nadaj paczkę i zachowaj potwierdzenie nadania do czasu zwrotu pieniędzy.",
          ],
        },
        { h2: "Co dalej?" },
        {
          p: "Gdy paczka dotrze do magazynu, sprawdzimy produkty i w ciągu 14 dni zwrócimy pieniądze tą samą metodą płatności. O przyjęciu zwrotu poinformujemy Cię e-mailem.",
        },
        {
          p: "Pamiętaj: bieliznę możesz zwrócić tylko z nienaruszoną plombą higieniczną lub metkami. Jeśli coś pójdzie nie tak, napisz do nas na service@littlenorth.shop.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "moje-karty-podarunkowe",
      title: "Moje karty podarunkowe",
      description: "Co możesz dziś zrobić z kartą podarunkową Little North w naszym sklepie internetowym.",
      body: [
        {
          p: "Masz kartę podarunkową Little North? Tutaj przeczytasz, co możesz z nią obecnie zrobić w naszym sklepie internetowym.",
        },
        { h2: "Płatność kartą podarunkową" },
        {
          p: "W naszym sklepie internetowym nie można jeszcze płacić kartą podarunkową. W kasie nie ma pola na kod karty podarunkowej, więc kartą podarunkową nie można opłacić zamówienia na littlenorth.shop ani w całości, ani w części.",
        },
        { h2: "Saldo i pytania" },
        {
          p: "Salda karty podarunkowej nie można sprawdzić na stronie ani w zakładce Moje konto. Jeśli masz pytania dotyczące swojej karty, skontaktuj się z naszym działem obsługi klienta pod adresem service@littlenorth.shop i przygotuj numer zamówienia lub kartę.",
        },
        { h2: "Warto wiedzieć" },
        {
          ul: [
            "Karty podarunkowej nie można wymienić na gotówkę ani zwrócić.",
            "Rabat członkowski family nie obejmuje zakupu kart podarunkowych.",
          ],
        },
      ],
    },

    purchaseTerms: {
      slug: "regulamin",
      title: "Regulamin sklepu",
      description:
        "Regulamin zakupów w sklepie internetowym Little North: zamówienia, ceny, płatności, dostawa, zwroty i reklamacje.",
      body: [
        { h2: "1. Sprzedawca" },
        {
          p: "Sklep internetowy Little North prowadzi Little North AB, Storgatan 12, 411 38 Göteborg, Szwecja, numer rejestrowy 559123-4567, numer VAT SE559123456701. Kontakt: service@littlenorth.shop oraz czat w dni robocze w godz. 9:00–16:00.",
        },
        { h2: "2. Zamówienia i ceny" },
        {
          p: "Umowa sprzedaży zostaje zawarta w chwili, gdy wyślemy e-mail z potwierdzeniem zamówienia. Ceny podane są w złotych i zawierają VAT. Koszt dostawy widzisz w kasie przed złożeniem zamówienia; przy zamówieniach od {299 PLN} dostawa jest bezpłatna.",
        },
        { h2: "3. Płatności" },
        {
          p: "Możesz zapłacić kartą płatniczą, BLIK-iem, przez Przelewy24 lub przez Klarna (płatność później lub w ratach). Przy płatności z Klarna obowiązują także warunki Klarna.",
        },
        { h2: "4. Dostawa" },
        { p: "Dostarczamy na adresy w Polsce w ciągu 3–6 dni roboczych. Po wysyłce otrzymasz e-mail z numerem przesyłki." },
        { h2: "5. Zwroty i odstąpienie od umowy" },
        {
          p: "Ustawowe 14 dni na odstąpienie od umowy wydłużamy do 60 dni od otrzymania towaru. Zwrot jest bezpłatny i rejestrujesz go online. Pieniądze zwracamy w ciągu 14 dni od dotarcia zwrotu do magazynu. Bieliznę można zwrócić tylko z nienaruszoną plombą higieniczną lub metkami; 60 dni na zwrot nie dotyczy bielizny ani kart podarunkowych.",
        },
        { h2: "6. Reklamacje" },
        {
          p: "Odpowiadamy za zgodność towaru z umową przez 2 lata od jego wydania. Reklamację zgłoś na service@littlenorth.shop, opisując wadę i dołączając zdjęcia. Odpowiemy w ciągu 14 dni. Możesz też skorzystać z bezpłatnej pomocy miejskiego lub powiatowego rzecznika konsumentów.",
        },
      ],
    },

    privacy: {
      slug: "polityka-prywatnosci",
      title: "Polityka prywatności",
      description:
        "Jak Little North przetwarza Twoje dane osobowe zgodnie z RODO: jakie dane zbieramy, w jakim celu, jak długo je przechowujemy i jakie masz prawa.",
      body: [
        {
          p: "Administratorem Twoich danych osobowych jest Little North AB, Storgatan 12, 411 38 Göteborg, Szwecja. W sprawach dotyczących danych osobowych napisz do nas na service@littlenorth.shop.",
        },
        { h2: "Jakie dane przetwarzamy i po co" },
        {
          ul: [
            "Imię, nazwisko, adres, e-mail i numer telefonu – aby zrealizować zamówienie i dostawę (art. 6 ust. 1 lit. b RODO).",
            "Historię zamówień i dane do faktur – aby wypełnić obowiązki księgowe i podatkowe (art. 6 ust. 1 lit. c RODO).",
            "Dane konta i członkostwa w family, w tym numer telefonu komórkowego – aby prowadzić Twoje konto i przyznawać rabaty klubowe.",
            "Adres e-mail do newslettera – tylko za Twoją zgodą (art. 6 ust. 1 lit. a RODO).",
            "Dane o korzystaniu ze strony zbierane przez pliki cookie – zgodnie z Twoimi ustawieniami cookie.",
          ],
        },
        { p: "Danych karty płatniczej nie przechowujemy – płatności obsługują nasi operatorzy płatności." },
        { h2: "Jak długo przechowujemy dane" },
        {
          p: "Dane konta przechowujemy, dopóki masz u nas konto. Dane zamówień i dokumenty księgowe przechowujemy przez 7 lat, zgodnie z przepisami o rachunkowości. Dane przetwarzane na podstawie zgody – do czasu jej wycofania.",
        },
        { h2: "Twoje prawa" },
        {
          p: "Masz prawo dostępu do swoich danych, ich sprostowania, usunięcia, ograniczenia przetwarzania i przeniesienia, a także prawo sprzeciwu i wycofania zgody w dowolnym momencie. Masz też prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO), ul. Stawki 2, 00-193 Warszawa.",
        },
      ],
    },

    cookies: {
      slug: "pliki-cookie",
      title: "Pliki cookie",
      description: "Dowiedz się, jakich plików cookie używa Little North i jak w każdej chwili zmienić swoją zgodę.",
      body: [
        {
          p: "Pliki cookie to małe pliki tekstowe zapisywane w Twojej przeglądarce. Dzięki nim sklep działa poprawnie, a my możemy go ulepszać. Poza niezbędnymi plikami cookie korzystamy z innych tylko za Twoją zgodą.",
        },
        { h2: "Rodzaje plików cookie" },
        {
          ul: [
            "Niezbędne – zapamiętują zawartość koszyka, logowanie i wybór kraju. Bez nich sklep nie działa, dlatego nie wymagają zgody.",
            "Analityczne – pokazują nam, jak korzystasz ze sklepu, np. które strony odwiedzasz, abyśmy mogli go usprawniać.",
            "Marketingowe – pozwalają wyświetlać Ci dopasowane reklamy w innych serwisach i mierzyć skuteczność naszych kampanii.",
          ],
        },
        { h2: "Jak zmienić zgodę" },
        {
          p: "Swoją zgodę możesz zmienić lub wycofać w każdej chwili – kliknij „Ustawienia plików cookie” w stopce strony i wybierz, na które pliki cookie się zgadzasz. Pliki cookie możesz też usunąć w ustawieniach przeglądarki.",
        },
        { p: "Więcej o tym, jak przetwarzamy dane osobowe, przeczytasz w polityce prywatności." },
      ],
    },

    membershipTerms: {
      slug: "regulamin-family",
      title: "Regulamin klubu family",
      description:
        "Zasady członkostwa w klubie family: bezpłatne członkostwo, 10% rabatu dla członków i rezygnacja w dowolnym momencie.",
      body: [
        { h2: "1. Członkostwo" },
        {
          p: "family to klub lojalnościowy sklepu Little North prowadzony przez Little North AB. Członkostwo jest bezpłatne. Aby dołączyć, należy założyć konto w sklepie, podać numer telefonu komórkowego i zaakceptować niniejszy regulamin.",
        },
        { h2: "2. Korzyści" },
        {
          ul: [
            "10% rabatu na zakupy w sklepie Little North, naliczanego w koszyku po zalogowaniu,",
            "oferty przygotowane tylko dla członków klubu,",
            "niespodzianka urodzinowa,",
            "wcześniejszy dostęp do wyprzedaży.",
          ],
        },
        {
          p: "O aktualnych ofertach dla członków informujemy na stronie sklepu i – jeśli wyrazisz na to zgodę – e-mailem lub SMS-em.",
        },
        { h2: "3. Rezygnacja" },
        {
          p: "Z członkostwa możesz zrezygnować w każdej chwili, bez podawania przyczyny: w ustawieniach konta albo wysyłając wiadomość na service@littlenorth.shop. Po rezygnacji tracisz dostęp do rabatu i ofert klubowych.",
        },
        { h2: "4. Zmiany regulaminu" },
        {
          p: "O zmianach regulaminu poinformujemy członków e-mailem z wyprzedzeniem. Dane członków przetwarzamy zgodnie z naszą polityką prywatności.",
        },
      ],
    },

    about: {
      slug: "o-nas",
      title: "O nas",
      description:
        "Little North to sklep internetowy z ubraniami, butami i akcesoriami dla dzieci i nastolatków, działający w ośmiu krajach Europy.",
      body: [
        {
          p: "Little North to szwedzki sklep internetowy z ubraniami, butami i akcesoriami dla dzieci i nastolatków. Wybieramy rzeczy, które wytrzymają zabawę na podwórku, szkolne dni i szybkie rośnięcie – i które dzieci po prostu lubią nosić.",
        },
        { h2: "Skąd jesteśmy" },
        {
          p: "Naszą siedzibą jest Göteborg na zachodnim wybrzeżu Szwecji. Stamtąd obsługujemy klientów w Szwecji, Norwegii, Danii, Finlandii, Holandii, Niemczech, Francji i Polsce – każdy sklep w języku swojego kraju.",
        },
        { h2: "Co jest dla nas ważne" },
        {
          ul: [
            "Wygodne, trwałe ubrania i buty na każdą porę roku",
            "Proste zakupy: darmowa dostawa od {299 PLN} i 60 dni na zwrot",
            "Pomocna obsługa klienta przez e-mail i czat",
            "Klub family, w którym członkowie zawsze płacą 10% mniej",
          ],
        },
        { h2: "Dane firmy" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Szwecja. Numer rejestrowy: 559123-4567, numer VAT: SE559123456701.",
        },
      ],
    },

    influencer: {
      slug: "wspolpraca-z-influencerami",
      title: "Współpraca z influencerami",
      description:
        "Tworzysz treści o rodzicielstwie, modzie dziecięcej lub codziennym życiu z dziećmi? Sprawdź, jak nawiązać współpracę z Little North.",
      body: [
        {
          p: "Chętnie współpracujemy z twórcami, którzy pokazują prawdziwe życie rodzinne – z błotem na kaloszach, porannym pośpiechem i ulubioną bluzą noszoną do zdarcia.",
        },
        { h2: "Kogo szukamy" },
        {
          ul: [
            "Rodziców i twórców piszących o dzieciach, modzie i codzienności rodzinnej",
            "Osób, które publikują regularnie i mają zaangażowaną społeczność",
            "Twórców, którym bliskie są praktyczne, trwałe ubrania dla dzieci",
          ],
        },
        { h2: "Jak się zgłosić" },
        {
          p: "Napisz do nas na service@littlenorth.shop z tematem „Współpraca”. Dołącz link do swojego profilu, krótki opis odbiorców i pomysł na współpracę. Odezwiemy się, jeśli Twój profil będzie pasował do naszych planów.",
        },
        { h2: "Jasne zasady" },
        {
          p: "Wszystkie materiały powstające we współpracy z nami muszą być wyraźnie oznaczone jako reklama, zgodnie z wytycznymi UOKiK. Zdjęcia naszych klientów i twórców możesz zobaczyć w naszym Instashopie.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Darmowa dostawa od {299 PLN}", link: "/page/dostawa", linkText: "Dowiedz się więcej" },
    { key: "open-purchase", text: "60 dni na zwrot – zwrot zawsze za darmo", link: "/page/zwroty", linkText: "Jak zwrócić" },
    {
      key: "sealed-package",
      text: "Bieliznę zwrócisz tylko z nienaruszoną plombą",
      link: "/page/zwroty",
      linkText: "Zasady zwrotów",
    },
    {
      key: "member-discount",
      text: "Członkowie family płacą zawsze 10% mniej",
      link: "/page/klub-family",
      linkText: "Dołącz do klubu",
    },
  ],

  washingAdvice: {
    title: "Jak dbać o ubrania dziecięce",
    intro:
      "Dobra pielęgnacja sprawia, że ubrania dłużej wyglądają jak nowe i mogą posłużyć jeszcze młodszemu rodzeństwu. Oto nasze sprawdzone rady.",
    tips: [
      "Zawsze sprawdź metkę z symbolami prania – to najpewniejsza wskazówka dla danego materiału.",
      "Rzeczy delikatne, np. z wełny lub z aplikacjami, pierz ręcznie w temperaturze maksymalnie 40 stopni.",
      "Przed praniem zapnij zamki, rzepy i guziki – nie zniszczą innych ubrań ani samej tkaniny.",
      "Ubrania z nadrukami i jeansy pierz na lewej stronie, aby dłużej zachowały kolor.",
      "Segreguj pranie według kolorów, a nowe, ciemne ubrania pierz za pierwszym razem osobno.",
      "Plamy usuwaj jak najszybciej, najlepiej zimną wodą – ciepła może je utrwalić.",
      "Kurtek przeciwdeszczowych i odzieży z membraną nie pierz z płynem do płukania – tkanina straci swoje właściwości.",
      "Susz ubrania na powietrzu, a swetry na płasko – suszarka bębnowa może sprawić, że się skurczą.",
    ],
  },

  categoryInfo: {
    title: "Jak zmierzyć stopę dziecka",
    text: [
      {
        p: "Dobrze dobrany rozmiar to podstawa zdrowego rozwoju stóp. Zmierz stopę dziecka w domu – zajmie to tylko kilka minut.",
      },
      {
        ul: [
          "Postaw dziecko na kartce papieru, piętą przy ścianie. Dziecko powinno stać, a nie siedzieć.",
          "Zaznacz ołówkiem miejsce, w którym kończy się najdłuższy palec.",
          "Zmierz linijką odległość od ściany do znaczka w centymetrach.",
          "Do wyniku dodaj ok. 1–1,5 cm zapasu na wzrost i swobodny ruch palców.",
        ],
      },
      {
        p: "Zmierz obie stopy – często różnią się długością – i wybierz rozmiar według dłuższej. Najlepiej mierzyć po południu, gdy stopy są lekko opuchnięte po całym dniu.",
      },
      { p: "Porównaj wynik z tabelą rozmiarów przy produkcie. Jeśli długość wypada pomiędzy rozmiarami, wybierz większy." },
    ],
  },

  banners: {
    live: { text: "Wyprzedaż w połowie sezonu – do -50%", url: "/wyprzedaz" },
    scheduled: { text: "Black Week już wkrótce – rabaty na setki produktów", url: "/wyprzedaz" },
    ended: { text: "Nowa kolekcja jesienna już w sklepie", url: "/nowosci" },
  },

  memberOffers: {
    live: {
      title: "10 % na jesienne nowości",
      text: "Twój rabat członkowski obejmuje też wszystkie nowości. Znajdź ulubione rzeczy, zanim się wyprzedadzą.",
    },
    ended: {
      title: "Powrót do szkoły z family",
      text: "Przed rozpoczęciem roku szkolnego członkowie mieli 10 % rabatu na wszystko do szkoły.",
    },
  },

  settings: {
    siteTitle: "Little North – ubrania, buty i akcesoria dla dzieci",
    siteDescription:
      "Ubrania, buty i akcesoria dla dzieci i nastolatków w Little North – darmowa dostawa od {299 PLN} i 60 dni na zwrot.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Dołącz do family",
      text: "Członkowie klubu dostają 10% rabatu, oferty tylko dla członków, niespodziankę na urodziny i wcześniejszy dostęp do wyprzedaży. Członkostwo jest bezpłatne.",
      cta: "Dołącz do family – 10% rabatu",
    },
  },
};

export default seed;
