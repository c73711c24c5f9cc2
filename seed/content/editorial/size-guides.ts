/**
 * The size guides (schemas/documents/sizeGuide.ts) of every language: the words
 * here, the numbers in measurements.ts, the categories that link to each kind
 * below. Written per language as a native speaker would, never translated word for word.
 */
import type { Language } from "#lib/markets/markets.ts";
import type { SizeGuideKind } from "#schemas/rules/size-guides.ts";
import { CLOTHING_SIZES, GLOVE_SIZES, HAT_SIZES, innerLengthCm, SHOE_SIZES } from "./measurements.ts";
import type { EditorialSeed } from "./types.ts";

interface GuideWords {
  title: string;
  /** Lowercase ASCII words and dashes, unique among the language's guides. */
  slug: string;
  intro: string;
  caption: string;
}

interface SizeGuideWords {
  guides: Record<SizeGuideKind, GuideWords>;
  /** Column headings beyond the guides' own (EditorialSeed.tableHeadings). */
  headings: { innerLength: string; head: string; hand: string };
}

/**
 * The product pages that link to each kind (seed/taxonomy.ts): clothes by height
 * (tights too, sized by height), shoes and socks (sized by foot), caps and hats,
 * gloves and mittens. Bras, bags, belts, jewellery and gift cards have no size guide.
 */
export const SIZE_GUIDE_CATEGORIES: Record<SizeGuideKind, string> = {
  clothes: "110,120,130,140,150,160,170,201,210,220,230,250,270,280,290,300,310",
  shoes: "182,240",
  hats: "261",
  gloves: "263",
};

export const SIZE_GUIDE_WORDS: Record<Language, SizeGuideWords> = {
  sv: {
    headings: { innerLength: "Innerlängd (cm)", head: "Huvudomfång (cm)", hand: "Handlängd (cm)" },
    guides: {
      clothes: {
        title: "Storleksguide för kläder",
        slug: "storleksguide-klader",
        intro:
          "Våra klädstorlekar utgår från barnets längd i centimeter. Mät barnet utan skor, med ryggen mot en vägg. Ligger längden mellan två storlekar väljer du den större – då räcker plagget längre.",
        caption: "Klädstorlekar efter längd och ålder",
      },
      shoes: {
        title: "Storleksguide för skor",
        slug: "storleksguide-skor",
        intro:
          "Mät foten från hälen till den längsta tån och lägg till 1–1,5 cm i växtmån. Välj sedan storleken vars innerlängd motsvarar måttet. Hamnar du mellan två storlekar väljer du den större.",
        caption: "Skostorlekar efter innerlängd",
      },
      hats: {
        title: "Storleksguide för mössor och kepsar",
        slug: "storleksguide-mossor",
        intro:
          "Mät runt huvudet med ett måttband, strax ovanför öronen och över pannan. Storleken är huvudomfånget i centimeter. Mellan två storlekar? Ta den större, särskilt för stickade mössor som ska täcka öronen.",
        caption: "Mösstorlekar efter huvudomfång och ålder",
      },
      gloves: {
        title: "Storleksguide för vantar och handskar",
        slug: "storleksguide-vantar",
        intro:
          "Mät handen från vecket vid handleden till spetsen av långfingret. Vantar får gärna vara lite rymliga – luften mellan fingrarna håller värmen bättre.",
        caption: "Vant- och handskstorlekar efter handlängd och ålder",
      },
    },
  },
  nb: {
    headings: { innerLength: "Innvendig lengde (cm)", head: "Hodeomkrets (cm)", hand: "Håndlengde (cm)" },
    guides: {
      clothes: {
        title: "Størrelsesguide for klær",
        slug: "storrelsesguide-klaer",
        intro:
          "Klesstørrelsene våre følger barnets høyde i centimeter. Mål barnet uten sko, med ryggen inntil en vegg. Havner høyden mellom to størrelser, velger du den største – da varer plagget lenger.",
        caption: "Klesstørrelser etter høyde og alder",
      },
      shoes: {
        title: "Størrelsesguide for sko",
        slug: "storrelsesguide-sko",
        intro:
          "Mål foten fra hælen til den lengste tåa, og legg til 1–1,5 cm til vekst. Velg størrelsen med innvendig lengde som tilsvarer målet. Er du mellom to størrelser, velger du den største.",
        caption: "Skostørrelser etter innvendig lengde",
      },
      hats: {
        title: "Størrelsesguide for luer og capser",
        slug: "storrelsesguide-luer",
        intro:
          "Mål rundt hodet med et målebånd, rett over ørene og over pannen. Størrelsen er hodeomkretsen i centimeter. Mellom to størrelser? Velg den største, særlig for strikkeluer som skal dekke ørene.",
        caption: "Luestørrelser etter hodeomkrets og alder",
      },
      gloves: {
        title: "Størrelsesguide for votter og hansker",
        slug: "storrelsesguide-votter",
        intro:
          "Mål hånden fra folden ved håndleddet til tuppen av langfingeren. Votter må gjerne være litt romslige – luften rundt fingrene holder bedre på varmen.",
        caption: "Vott- og hanskestørrelser etter håndlengde og alder",
      },
    },
  },
  da: {
    headings: { innerLength: "Indvendig længde (cm)", head: "Hovedomkreds (cm)", hand: "Håndlængde (cm)" },
    guides: {
      clothes: {
        title: "Størrelsesguide til tøj",
        slug: "storrelsesguide-toj",
        intro:
          "Vores tøjstørrelser følger barnets højde i centimeter. Mål barnet uden sko og med ryggen op ad en væg. Ligger højden mellem to størrelser, så vælg den største – så kan tøjet bruges længere.",
        caption: "Tøjstørrelser efter højde og alder",
      },
      shoes: {
        title: "Størrelsesguide til sko",
        slug: "storrelsesguide-sko",
        intro:
          "Mål foden fra hælen til den længste tå, og læg 1–1,5 cm til, så der er plads til at vokse. Vælg så den størrelse, hvis indvendige længde passer til målet. Står du mellem to størrelser, så tag den største.",
        caption: "Skostørrelser efter indvendig længde",
      },
      hats: {
        title: "Størrelsesguide til huer og kasketter",
        slug: "storrelsesguide-huer",
        intro:
          "Mål rundt om hovedet med et målebånd, lige over ørerne og hen over panden. Størrelsen er hovedomkredsen i centimeter. Mellem to størrelser? Tag den største – især til strikhuer, der skal dække ørerne.",
        caption: "Huestørrelser efter hovedomkreds og alder",
      },
      gloves: {
        title: "Størrelsesguide til vanter og handsker",
        slug: "storrelsesguide-vanter",
        intro:
          "Mål hånden fra folden ved håndleddet til spidsen af langfingeren. Vanter må gerne være lidt rummelige – luften omkring fingrene holder bedre på varmen.",
        caption: "Vante- og handskestørrelser efter håndlængde og alder",
      },
    },
  },
  fi: {
    headings: { innerLength: "Sisäpituus (cm)", head: "Päänympärys (cm)", hand: "Kämmenen pituus (cm)" },
    guides: {
      clothes: {
        title: "Vaatteiden kokotaulukko",
        slug: "kokotaulukko-vaatteet",
        intro:
          "Vaatekokomme perustuvat lapsen pituuteen senttimetreinä. Mittaa lapsi ilman kenkiä selkä seinää vasten. Jos pituus osuu kahden koon väliin, valitse isompi – silloin vaate palvelee pidempään.",
        caption: "Vaatekoot pituuden ja iän mukaan",
      },
      shoes: {
        title: "Kenkien kokotaulukko",
        slug: "kokotaulukko-kengat",
        intro:
          "Mittaa jalka kantapäästä pisimmän varpaan kärkeen ja lisää 1–1,5 cm kasvuvaraa. Valitse sitten koko, jonka sisäpituus vastaa mittaa. Jos olet kahden koon välissä, valitse isompi.",
        caption: "Kenkäkoot sisäpituuden mukaan",
      },
      hats: {
        title: "Pipojen ja lippisten kokotaulukko",
        slug: "kokotaulukko-pipot",
        intro:
          "Mittaa pään ympärys mittanauhalla korvien yläpuolelta ja otsan kohdalta. Koko on päänympärys senttimetreinä. Jos olet kahden koon välissä, valitse isompi – varsinkin neulepipo, jonka pitää peittää korvat.",
        caption: "Pipokoot päänympäryksen ja iän mukaan",
      },
      gloves: {
        title: "Lapasten ja hanskojen kokotaulukko",
        slug: "kokotaulukko-lapaset",
        intro:
          "Mittaa käsi ranteen taitteesta keskisormen kärkeen. Lapaset saavat olla hieman väljät – sormien ympärille jäävä ilma pitää käden lämpimänä.",
        caption: "Lapas- ja hanskakoot käden pituuden ja iän mukaan",
      },
    },
  },
  nl: {
    headings: { innerLength: "Binnenlengte (cm)", head: "Hoofdomtrek (cm)", hand: "Handlengte (cm)" },
    guides: {
      clothes: {
        title: "Maattabel voor kleding",
        slug: "maattabel-kleding",
        intro:
          "Onze kledingmaten gaan uit van de lengte van je kind in centimeters. Meet je kind zonder schoenen, met de rug tegen een muur. Zit de lengte tussen twee maten in? Kies dan de grotere, dan kan je kind er langer mee doen.",
        caption: "Kledingmaten op lengte en leeftijd",
      },
      shoes: {
        title: "Maattabel voor schoenen",
        slug: "maattabel-schoenen",
        intro:
          "Meet de voet van de hiel tot de langste teen en tel er 1 à 1,5 cm groeiruimte bij op. Kies dan de maat waarvan de binnenlengte bij die lengte past. Twijfel je tussen twee maten, neem dan de grotere.",
        caption: "Schoenmaten op binnenlengte",
      },
      hats: {
        title: "Maattabel voor mutsen en petten",
        slug: "maattabel-mutsen",
        intro:
          "Meet met een meetlint rond het hoofd, net boven de oren en over het voorhoofd. De maat is de hoofdomtrek in centimeters. Zit je kind tussen twee maten? Neem de grotere, zeker bij een gebreide muts die over de oren moet.",
        caption: "Mutsmaten op hoofdomtrek en leeftijd",
      },
      gloves: {
        title: "Maattabel voor wanten en handschoenen",
        slug: "maattabel-wanten",
        intro:
          "Meet de hand van de plooi bij de pols tot het puntje van de middelvinger. Wanten mogen best wat ruim zitten: de lucht rond de vingers houdt de warmte vast.",
        caption: "Wanten- en handschoenmaten op handlengte en leeftijd",
      },
    },
  },
  de: {
    headings: { innerLength: "Innenlänge (cm)", head: "Kopfumfang (cm)", hand: "Handlänge (cm)" },
    guides: {
      clothes: {
        title: "Größentabelle für Kleidung",
        slug: "groessentabelle-kleidung",
        intro:
          "Unsere Kleidergrößen richten sich nach der Körpergröße Ihres Kindes in Zentimetern. Messen Sie ohne Schuhe, mit dem Rücken an der Wand. Liegt Ihr Kind zwischen zwei Größen, nehmen Sie die größere – dann passt das Teil länger.",
        caption: "Kleidergrößen nach Körpergröße und Alter",
      },
      shoes: {
        title: "Größentabelle für Schuhe",
        slug: "groessentabelle-schuhe",
        intro:
          "Messen Sie den Fuß von der Ferse bis zum längsten Zeh und rechnen Sie 1 bis 1,5 cm Zugabe zum Wachsen dazu. Wählen Sie dann die Größe, deren Innenlänge zu diesem Maß passt. Zwischen zwei Größen greifen Sie zur größeren.",
        caption: "Schuhgrößen nach Innenlänge",
      },
      hats: {
        title: "Größentabelle für Mützen und Caps",
        slug: "groessentabelle-muetzen",
        intro:
          "Legen Sie ein Maßband knapp über den Ohren und über die Stirn um den Kopf. Die Größe ist der Kopfumfang in Zentimetern. Zwischen zwei Größen? Nehmen Sie die größere, vor allem bei Strickmützen, die die Ohren bedecken sollen.",
        caption: "Mützengrößen nach Kopfumfang und Alter",
      },
      gloves: {
        title: "Größentabelle für Fäustlinge und Handschuhe",
        slug: "groessentabelle-handschuhe",
        intro:
          "Messen Sie die Hand von der Falte am Handgelenk bis zur Spitze des Mittelfingers. Fäustlinge dürfen ruhig etwas Luft haben – die Luft um die Finger hält die Wärme.",
        caption: "Handschuhgrößen nach Handlänge und Alter",
      },
    },
  },
  fr: {
    headings: { innerLength: "Longueur intérieure (cm)", head: "Tour de tête (cm)", hand: "Longueur de la main (cm)" },
    guides: {
      clothes: {
        title: "Guide des tailles : vêtements",
        slug: "guide-des-tailles-vetements",
        intro:
          "Nos tailles de vêtements correspondent à la stature de l’enfant en centimètres. Mesurez-le sans chaussures, dos contre un mur. S’il se trouve entre deux tailles, choisissez la plus grande : le vêtement lui ira plus longtemps.",
        caption: "Tailles de vêtements selon la stature et l’âge",
      },
      shoes: {
        title: "Guide des pointures : chaussures",
        slug: "guide-des-pointures-chaussures",
        intro:
          "Mesurez le pied du talon au bout du plus long orteil, puis ajoutez 1 à 1,5 cm de marge de croissance. Choisissez ensuite la pointure dont la longueur intérieure correspond à cette mesure. Entre deux pointures, prenez la plus grande.",
        caption: "Pointures selon la longueur intérieure",
      },
      hats: {
        title: "Guide des tailles : bonnets et casquettes",
        slug: "guide-des-tailles-bonnets",
        intro:
          "Mesurez le tour de tête avec un mètre ruban, juste au-dessus des oreilles et en passant sur le front. La taille correspond au tour de tête en centimètres. Entre deux tailles ? Prenez la plus grande, surtout pour un bonnet en maille qui doit couvrir les oreilles.",
        caption: "Tailles de bonnets selon le tour de tête et l’âge",
      },
      gloves: {
        title: "Guide des tailles : moufles et gants",
        slug: "guide-des-tailles-gants",
        intro:
          "Mesurez la main du pli du poignet jusqu’au bout du majeur. Des moufles un peu amples, c’est bien : l’air autour des doigts garde la chaleur.",
        caption: "Tailles de moufles et de gants selon la longueur de la main et l’âge",
      },
    },
  },
  pl: {
    headings: { innerLength: "Długość wkładki (cm)", head: "Obwód głowy (cm)", hand: "Długość dłoni (cm)" },
    guides: {
      clothes: {
        title: "Tabela rozmiarów ubrań",
        slug: "tabela-rozmiarow-ubrania",
        intro:
          "Nasze rozmiary ubrań odpowiadają wzrostowi dziecka w centymetrach. Zmierz dziecko bez butów, plecami przy ścianie. Jeśli wzrost wypada między dwoma rozmiarami, wybierz większy – ubranie posłuży dłużej.",
        caption: "Rozmiary ubrań według wzrostu i wieku",
      },
      shoes: {
        title: "Tabela rozmiarów butów",
        slug: "tabela-rozmiarow-buty",
        intro:
          "Zmierz stopę od pięty do najdłuższego palca i dodaj 1–1,5 cm zapasu na wzrost. Następnie wybierz rozmiar, którego długość wkładki odpowiada temu wymiarowi. Jeśli wahasz się między dwoma rozmiarami, wybierz większy.",
        caption: "Rozmiary butów według długości wkładki",
      },
      hats: {
        title: "Tabela rozmiarów czapek",
        slug: "tabela-rozmiarow-czapki",
        intro:
          "Zmierz obwód głowy centymetrem krawieckim, tuż nad uszami i przez środek czoła. Rozmiar czapki to obwód głowy w centymetrach. Między dwoma rozmiarami? Wybierz większy, zwłaszcza przy czapce z dzianiny, która ma zakrywać uszy.",
        caption: "Rozmiary czapek według obwodu głowy i wieku",
      },
      gloves: {
        title: "Tabela rozmiarów rękawiczek",
        slug: "tabela-rozmiarow-rekawiczki",
        intro:
          "Zmierz dłoń od zgięcia nadgarstka do czubka środkowego palca. Rękawiczki mogą być odrobinę luźne – powietrze wokół palców lepiej trzyma ciepło.",
        caption: "Rozmiary rękawiczek według długości dłoni i wieku",
      },
    },
  },
  en: {
    headings: { innerLength: "Inner length (cm)", head: "Head circumference (cm)", hand: "Hand length (cm)" },
    guides: {
      clothes: {
        title: "Size guide: clothes",
        slug: "size-guide-clothes",
        intro:
          "Our clothing sizes follow your child's height in centimetres. Measure without shoes, with their back against a wall. If they fall between two sizes, go for the larger one – it will fit for longer.",
        caption: "Clothing sizes by height and age",
      },
      shoes: {
        title: "Size guide: shoes",
        slug: "size-guide-shoes",
        intro:
          "Measure the foot from the heel to the tip of the longest toe and add 1–1.5 cm of growing room. Then choose the size whose inner length matches that measurement. Between two sizes? Take the larger one.",
        caption: "Shoe sizes by inner length",
      },
      hats: {
        title: "Size guide: hats and caps",
        slug: "size-guide-hats",
        intro:
          "Measure around the head with a tape measure, just above the ears and across the forehead. The size is the head circumference in centimetres. Between two sizes? Take the larger one, especially for a knitted hat that should cover the ears.",
        caption: "Hat sizes by head circumference and age",
      },
      gloves: {
        title: "Size guide: gloves and mittens",
        slug: "size-guide-gloves",
        intro:
          "Measure the hand from the crease at the wrist to the tip of the middle finger. Mittens can be a little roomy – the air around the fingers keeps the warmth in.",
        caption: "Glove and mitten sizes by hand length and age",
      },
    },
  },
};

/** How a language writes the tables' numbers: one decimal (shoe lengths) and whole centimetres. */
type NumberFormats = { one: Intl.NumberFormat; whole: Intl.NumberFormat };

/** Each kind's table, heading row first: what it measures, in the order a shopper reads it. */
export function sizeGuideRows(kind: SizeGuideKind, e: EditorialSeed, f: NumberFormats): string[][] {
  const h = e.tableHeadings;
  const more = SIZE_GUIDE_WORDS[e.language].headings;
  const span = (from: number, to: number, format = f.whole) => `${format.format(from)}–${format.format(to)}`;
  switch (kind) {
    case "clothes":
      return [
        [h.size, h.height, h.age],
        ...CLOTHING_SIZES.map((s) => [String(s.size), span(...s.heightCm), e.ageSpan(...s.ageMonths)]),
      ];
    case "shoes":
      return [
        [h.euSize, more.innerLength, h.footLength],
        ...SHOE_SIZES.map((s) => [String(s.euSize), f.one.format(innerLengthCm(s.euSize)), span(...s.footCm, f.one)]),
      ];
    case "hats":
      return [
        [h.size, more.head, h.age],
        ...HAT_SIZES.map((s) => [String(s.size), span(...s.headCm), e.ageSpan(...s.ageMonths)]),
      ];
    case "gloves":
      return [
        [h.size, more.hand, h.age],
        ...GLOVE_SIZES.map((s) => [String(s.size), span(...s.handCm), e.ageSpan(...s.ageMonths)]),
      ];
  }
}
