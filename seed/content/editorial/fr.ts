import type { EditorialSeed } from "./types.ts";

/** Writes a number the French way: 1,5 rather than 1.5. */
const frNumber = (n: number) => String(Math.round(n * 10) / 10).replace(".", ",");

const seed: EditorialSeed = {
  language: "fr",

  tableHeadings: {
    size: "Taille",
    age: "Âge",
    height: "Stature (cm)",
    chest: "Tour de poitrine (cm)",
    waist: "Tour de taille (cm)",
    inseam: "Entrejambe (cm)",
    euSize: "Pointure européenne",
    footLength: "Longueur du pied (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 ? `${fromMonths}–${toMonths}\u00a0mois` : `${frNumber(fromMonths / 12)}–${frNumber(toMonths / 12)}\u00a0ans`,

  home: {
    title: "Little North – vêtements et chaussures pour enfants",
    description:
      "Doudounes, bottes d’hiver, pulls en maille et tenues de fête pour enfants et ados. Retours gratuits sous 60 jours et 10 % pour les membres family.",
    hero: {
      heading: "Prêts pour les premiers flocons ?",
      text: "Doudounes, manteaux chauds et combinaisons de ski : tout ce qu’il faut pour jouer dehors, même quand le thermomètre dégringole.",
      cta: "Voir les manteaux d’hiver",
      imageAlt:
        "Vêtements d’hiver posés à plat sur un fond blanc neige : une doudoune rouge, une combinaison de ski bleu marine, un bonnet rayé en maille, des moufles jaunes et des bottes d’hiver marron, parsemés de flocons.",
    },
    tilesHeading: "Tout pour l’hiver et les fêtes",
    tiles: {
      outerwear: { label: "Manteaux et vestes", imageAlt: "Une doudoune rouge sur un fond bleu clair." },
      winterBoots: {
        label: "Bottes d’hiver",
        imageAlt: "Une paire de bottes d’hiver fourrées marron sur un fond gris clair, avec des flocons de neige.",
      },
      knitwear: { label: "Pulls en maille", imageAlt: "Un pull torsadé écru sur un fond vert sauge." },
      partyDresses: {
        label: "Robes de fête",
        imageAlt: "Une robe de fête en velours vert sapin ornée d’un nœud doré, sur un fond rose poudré.",
      },
      accessories: {
        label: "Bonnets, moufles et accessoires",
        imageAlt: "Un bonnet rayé en maille et des moufles jaunes sur un fond jaune pâle.",
      },
      giftCard: {
        label: "Cartes cadeaux",
        imageAlt: "Une carte cadeau Little North nouée d’un ruban, sur un fond bleu profond.",
      },
    },
    rails: {
      newArrivals: "Nouveautés",
      picked: "Nos coups de cœur de l’hiver",
      winterBoots: "Bottes d’hiver",
      sale: "Promotions",
      brand: "Sélection {brand}",
    },
    textImage: {
      heading: "Bottes d’hiver : commencez par mesurer le pied",
      text: "Chez les petits, les pieds grandissent vite, parfois d’une pointure en quelques mois. Une feuille, un crayon et une règle suffisent pour trouver la bonne pointure, avec assez de place pour les grosses chaussettes.",
      cta: "Voir le guide des pointures",
      imageAlt: "Le contour d’un pied d’enfant tracé sur une feuille de papier, à côté d’une règle et d’un crayon.",
    },
    perkStripHeading: "Commandez en toute sérénité",
    memberCta: {
      heading: "Rejoignez family",
      text: "L’adhésion est gratuite : 10 % de réduction sur vos achats, des offres réservées aux membres, une surprise pour l’anniversaire de votre enfant et un accès en avant-première aux promotions.",
      cta: "Devenir membre",
    },
  },

  guidesIndex: {
    title: "Guides et conseils",
    intro:
      "Trouver la bonne taille, mesurer un pied, laver une doudoune, habiller un enfant pour la neige : nos conseils pratiques pour bien choisir et faire durer les vêtements de vos enfants.",
    description:
      "Guide des tailles, guide des pointures, entretien des vêtements, carte cadeau et tenue d’hiver : tous nos conseils pour habiller vos enfants.",
  },

  guides: {
    "size-guide": {
      slug: "guide-des-tailles",
      title: "Guide des tailles : trouver la bonne taille de vêtement",
      summary:
        "Chez nous, la taille correspond à la stature de l’enfant en centimètres. Comment le mesurer, lire le tableau et choisir entre deux tailles.",
      imageAlt: "Un mètre ruban posé à côté d’un T-shirt plié et d’un jean.",
      body: [
        {
          p: "Chez Little North, comme partout en Europe du Nord, la taille d’un vêtement correspond à la stature de l’enfant, en centimètres. Un pull en taille 110 est fait pour un enfant qui mesure entre 105 et 110 cm. Nos tailles vont du 50, pour les nouveau-nés, au 176, pour les grands ados.",
        },
        {
          p: "Vous avez l’habitude des tailles en âge (3 ans, 4 ans…) ? Le tableau ci-dessous indique aussi l’âge correspondant, mais ce n’est qu’une moyenne : deux enfants du même âge peuvent avoir une ou deux tailles d’écart. La stature reste le repère le plus fiable.",
        },
        { h2: "Comment prendre les mesures" },
        {
          p: "Munissez-vous d’un mètre ruban souple et mesurez votre enfant en sous-vêtements, sans chaussures. Il se tient droit et détendu, les bras le long du corps.",
        },
        {
          ul: [
            "Stature : dos contre un mur, pieds nus et talons joints, posez un livre à plat sur sa tête, tracez un petit trait au crayon et mesurez du sol jusqu’au trait.",
            "Tour de poitrine : passez le mètre ruban à l’horizontale sous les aisselles, à l’endroit le plus large du torse, sans serrer.",
            "Tour de taille : mesurez au creux de la taille, au niveau du nombril, sans qu’il rentre le ventre.",
            "Entrejambe : mesurez à l’intérieur de la jambe, de l’entrejambe jusqu’au sol. Plus simple encore : mesurez l’entrejambe d’un pantalon qui lui va bien.",
          ],
        },
        { h2: "Le tableau des tailles" },
        {
          table: "clothing-sizes",
          caption: "Tailles Little North et mesures correspondantes, en centimètres. L’âge est donné à titre indicatif.",
        },
        { h2: "Entre deux tailles ?" },
        {
          p: "Prenez la taille au-dessus. Les enfants grandissent vite, et un vêtement un peu ample laisse de la place pour bouger et pour glisser un pull en dessous. C’est d’autant plus vrai pour les manteaux, les combinaisons de ski et les pantalons d’hiver, qui se portent sur plusieurs couches. En attendant qu’il grandisse, il suffit de retrousser les manches ou le bas du pantalon.",
        },
        {
          p: "Votre enfant est très fin, ou plus costaud que la moyenne ? Comparez aussi son tour de poitrine et son tour de taille avec le tableau : ils vous aideront à trancher. Pour les pantalons, une taille réglable à l’intérieur est bien pratique.",
        },
        { h3: "Pour les bébés" },
        {
          p: "Les premiers mois, les bébés changent de taille en quelques semaines. La taille 50 devient vite trop petite : beaucoup de parents prévoient directement du 56. Pour un cadeau de naissance, misez sur le 62 ou le 68, que bébé portera quelques mois plus tard. Pensez aussi à la couche : bodies et pyjamas doivent laisser assez d’aisance au niveau des fesses.",
        },
        { h3: "Pour les ados" },
        {
          p: "Vers 10 à 12 ans arrivent les poussées de croissance : les jambes et les bras s’allongent souvent avant le reste. Vérifiez la longueur des manches et de l’entrejambe, et reprenez les mesures avant chaque saison. Nos tailles vont jusqu’au 176 ; au-delà, les tailles adulte prennent le relais.",
        },
        { h2: "Et les chaussures ?" },
        {
          p: "Les chaussures ont leur propre système, celui des pointures. Pour mesurer le pied de votre enfant et choisir la bonne pointure, consultez notre guide des pointures.",
        },
      ],
    },

    "shoe-size": {
      slug: "guide-des-pointures",
      title: "Guide des pointures : mesurer le pied de votre enfant",
      summary:
        "Quand et comment mesurer le pied de votre enfant, quelle marge prévoir pour qu’il grandisse, et comment savoir si ses chaussures sont devenues trop petites.",
      imageAlt: "Le contour d’un pied tracé sur une feuille de papier, avec une règle et une petite basket.",
      body: [
        {
          p: "Un enfant ne dit pas toujours que ses chaussures le serrent : bien souvent, il replie simplement les orteils. Mesurer ses pieds régulièrement reste le meilleur moyen de choisir la bonne pointure. Il vous faut une feuille de papier, un crayon et une règle.",
        },
        { h2: "Quand mesurer ?" },
        {
          p: "En fin de journée, car les pieds gonflent un peu au fil des heures. Votre enfant doit être debout, le poids bien réparti sur les deux pieds : un pied en appui s’allonge légèrement. Faites-lui enfiler les chaussettes qu’il portera avec ses chaussures : fines en été, épaisses pour les bottes d’hiver.",
        },
        { h2: "Mesurer le pied, étape par étape" },
        {
          ul: [
            "Posez une feuille de papier à plat sur un sol dur, un bord bien collé contre le mur.",
            "Faites monter votre enfant debout sur la feuille, le talon contre le mur, le poids sur les deux pieds.",
            "Tenez le crayon bien droit et tracez un trait juste devant l’orteil le plus long (ce n’est pas toujours le gros orteil).",
            "Mesurez à la règle la distance entre le bord de la feuille et le trait, en centimètres, au millimètre près.",
            "Recommencez avec l’autre pied.",
            "Retenez la mesure du pied le plus long et cherchez-la dans le tableau ci-dessous.",
          ],
        },
        { h2: "Les deux pieds, et de la place pour grandir" },
        {
          p: "Les deux pieds ont rarement exactement la même longueur : choisissez toujours la pointure d’après le plus long. À l’intérieur, la chaussure doit mesurer environ 1 à 1,5 cm de plus que le pied, pour que les orteils bougent librement et que le pied ait de quoi grandir. Notre tableau tient déjà compte de cette marge : cherchez simplement la longueur que vous avez mesurée.",
        },
        {
          p: "Pour les bottes d’hiver, prévoyez un peu plus : les grosses chaussettes en laine prennent de la place, et un pied serré a froid plus vite. Mesurez avec ces chaussettes aux pieds et, si la mesure tombe en haut d’une fourchette, prenez la pointure au-dessus.",
        },
        {
          table: "shoe-sizes",
          caption:
            "Pointures européennes et longueur de pied correspondante, en centimètres. La marge d’environ 1,5 cm pour grandir est déjà comprise.",
        },
        { h2: "À quelle fréquence mesurer ?" },
        {
          p: "Chez les petits, les pieds grandissent très vite : mesurez-les tous les deux à trois mois. Chez les plus grands, la croissance ralentit un peu, mais un contrôle à chaque changement de saison reste une bonne habitude, et toujours avant d’acheter des bottes d’hiver.",
        },
        { h3: "Les signes que les chaussures sont devenues trop petites" },
        {
          ul: [
            "Votre enfant enlève ses chaussures dès qu’il peut, ou se plaint d’avoir mal aux pieds.",
            "Des marques rouges ou des ampoules apparaissent sur les orteils, le talon ou le dessus du pied.",
            "Quand il est debout, vous ne sentez plus d’espace entre le bout de ses orteils et l’avant de la chaussure.",
            "Il trébuche plus souvent ou se met à marcher différemment.",
          ],
        },
        {
          p: "Une astuce : si la semelle intérieure s’enlève, posez-la au sol et faites monter votre enfant dessus. Il doit rester environ 1 à 1,5 cm devant ses orteils.",
        },
      ],
    },

    care: {
      slug: "entretien-des-vetements",
      title: "Entretien : laver et faire durer les vêtements d’enfant",
      summary:
        "Lavage, séchage, imperméabilisation, laine et cuir : nos conseils pour garder les vêtements de vos enfants beaux longtemps, puis les transmettre.",
      imageAlt: "Une corde à linge où sèchent de petits T-shirts, des chaussettes et une robe.",
      body: [
        {
          p: "Les vêtements d’enfant en voient de toutes les couleurs : boue, herbe, feutres, goûters… Bien entretenus, ils tiennent pourtant plusieurs saisons, puis passent au petit frère, à la cousine ou à une autre famille.",
        },
        { h2: "Commencez par l’étiquette" },
        {
          p: "L’étiquette d’entretien cousue à l’intérieur du vêtement indique la température de lavage et les modes de séchage et de repassage possibles. Suivez-la : elle tient compte de la matière et des finitions de chaque pièce. En cas de doute, lavez plus froid plutôt que plus chaud.",
        },
        { h2: "Les bons réflexes en machine" },
        {
          ul: [
            "Videz les poches : cailloux, marrons et mouchoirs n’ont rien à faire dans le tambour.",
            "Retournez les vêtements, surtout les jeans, les sweats et les pièces imprimées, pour préserver couleurs et motifs.",
            "Lavez ensemble les couleurs proches, et à part les vêtements neufs les premières fois.",
            "Fermez les fermetures éclair, les boutons-pression et les scratchs, pour qu’ils n’abîment pas le reste du linge.",
            "Ne surchargez pas la machine et dosez la lessive avec modération.",
          ],
        },
        { h2: "Vêtements de pluie et vêtements techniques" },
        {
          p: "Vestes de pluie, pantalons de pluie et vestes techniques se lavent sans adoucissant : il bouche la membrane respirante et abîme le traitement déperlant. Choisissez une lessive douce ou spéciale textiles techniques, et rincez bien. Pour un peu de boue, un coup d’éponge suffit souvent.",
        },
        {
          p: "Quand les gouttes ne perlent plus et que le tissu boit l’eau, il est temps de réimperméabiliser. Utilisez un imperméabilisant en spray ou à verser dans la machine, en suivant son mode d’emploi. Si l’étiquette le permet, un passage au sèche-linge à basse température réactive ensuite le traitement.",
        },
        { h2: "Doudounes et vestes matelassées" },
        {
          p: "Lavez-les sur un programme délicat, à basse température, avec une lessive douce, ou spéciale duvet pour les doudounes en plumes. Le séchage demande un peu de patience : au sèche-linge à basse température avec deux ou trois balles de tennis propres pour redonner du gonflant, ou à plat, en secouant régulièrement la doudoune pour bien répartir le garnissage. Rangez la doudoune seulement une fois parfaitement sèche.",
        },
        { h2: "La laine" },
        {
          p: "La laine se salit peu et n’a pas besoin d’être lavée souvent : la plupart du temps, il suffit de l’aérer. Pour la laver, choisissez le programme laine ou lavez à la main à l’eau tiède, avec une lessive spéciale laine, sans frotter ni tordre. Faites sécher à plat sur une serviette, pour que le pull garde sa forme.",
        },
        { h2: "Bottes d’hiver et chaussures en cuir" },
        {
          p: "Après une journée dans la neige, retirez les semelles intérieures et les chaussons amovibles, puis laissez tout sécher à l’air, à température ambiante. Pas de radiateur, de poêle ni de sèche-cheveux : la chaleur directe durcit le cuir, déforme les semelles et peut faire céder les coutures. Du papier journal froissé dans la tige absorbe l’humidité plus vite.",
        },
        {
          p: "Une fois le cuir sec, brossez-le, nourrissez-le de temps en temps avec une crème adaptée et protégez-le avec un imperméabilisant. Les auréoles blanches laissées par le sel de déneigement partent avec un chiffon humide.",
        },
        { h2: "Réparer, puis transmettre" },
        {
          p: "Un genou troué se répare avec une pièce thermocollante, un bouton se recoud en deux minutes. Et quand le vêtement devient trop petit, offrez-lui une deuxième vie : petits frères et sœurs, cousins, amis, associations, vide-greniers ou dépôts-ventes. Un vêtement de qualité peut habiller plusieurs enfants à la suite.",
        },
      ],
    },

    "gift-card": {
      slug: "carte-cadeau",
      title: "Offrir des vêtements, et ce qu’il faut savoir sur la carte cadeau",
      summary:
        "Nos conseils pour offrir des vêtements ou des chaussures à un enfant qui grandit : la taille, les idées selon l’âge et ce que permet aujourd’hui une carte cadeau Little North.",
      imageAlt: "Une carte cadeau glissée dans une enveloppe, avec un ruban rouge et des étoiles.",
      body: [
        {
          p: "Un vêtement fait un très joli cadeau pour un enfant, à condition qu’il soit à sa taille. Les enfants grandissent vite, et la taille de la saison dernière est peut-être déjà trop petite. Voici nos meilleurs conseils pour choisir un cadeau qui tombe juste et qui sera vraiment porté, et ce qu’il faut savoir avant d’offrir une carte cadeau Little North.",
        },
        { h2: "Choisir une taille pour grandir" },
        {
          p: "Nos tailles correspondent à la stature de l’enfant en centimètres : le plus simple est donc de demander aux parents combien il mesure en ce moment. Si vous ne pouvez pas leur poser la question, prenez la taille au-dessus de celle que vous imaginez. Un pull un peu grand ira parfaitement dans quelques mois, alors qu’un pull trop petit ne servira jamais. Notre guide des tailles indique quelle taille correspond à quelle stature et à quel âge.",
        },
        { h2: "Quelles idées selon l’âge ?" },
        {
          ul: [
            "Bébés : des bodies tout doux, un pyjama-grenouillère ou un bonnet en tricot. Les bébés grandissent plus vite que tout le monde, alors n’hésitez pas à prendre une ou deux tailles au-dessus.",
            "Tout-petits et enfants de maternelle : des vêtements qui résistent aux jeux dehors, comme un pantalon de pluie, des moufles, un bonnet chaud ou une veste polaire.",
            "Enfants d’âge scolaire : un sweat à capuche, un pyjama ou une paire de chaussettes tricotées bien douillettes. Renseignez-vous sur leur couleur préférée ou l’animal du moment.",
            "Ados : laissez-les choisir eux-mêmes si possible. Un bonnet, une écharpe ou un sac à dos reste une valeur sûre, car la taille compte moins.",
          ],
        },
        { h2: "Chaussures et vêtements d’hiver" },
        {
          p: "Des chaussures ne font un bon cadeau que si vous connaissez la longueur du pied de l’enfant : un pied se mesure, il ne se devine pas. Notre guide des pointures explique comment mesurer le pied sur une feuille de papier avec une règle. Les manteaux d’hiver et les combinaisons de ski sont des cadeaux très appréciés à la fin de l’automne, mais renseignez-vous d’abord : beaucoup de familles ont déjà acheté les vêtements d’hiver de la saison.",
        },
        { h2: "Si la taille ne convient pas" },
        {
          p: "Conservez la confirmation de commande. Chez nous, vous disposez d’un droit de retour de 60 jours à compter de la réception de la commande : la personne qui a passé la commande peut donc renvoyer un cadeau qui n’est pas à la bonne taille.",
        },
        { h2: "Vous pensez à une carte cadeau ?" },
        {
          p: "Les cartes cadeaux se trouvent dans la catégorie « Cartes cadeaux ». Attention : il n’est pas encore possible de payer avec une carte cadeau dans notre boutique en ligne. La page de paiement ne comporte aucun champ pour un code de carte cadeau, et le solde ne peut pas être consulté sur le site. Avant d’offrir une carte cadeau, contactez notre service client à service@littlenorth.shop pour savoir comment la personne qui la reçoit pourra s’en servir.",
        },
        { h2: "Vous avez reçu une carte cadeau ?" },
        {
          p: "La page « Mes cartes cadeaux », accessible en bas de chaque page du site, explique ce que vous pouvez faire aujourd’hui avec une carte cadeau dans notre boutique en ligne. Pour toute question, écrivez à service@littlenorth.shop en gardant le numéro de commande ou la carte à portée de main.",
        },
        { h3: "Bon à savoir" },
        {
          ul: [
            "Une carte cadeau ne peut être ni échangée contre de l’argent ni retournée.",
            "La remise membre family ne s’applique pas à l’achat de cartes cadeaux.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "habiller-son-enfant-en-hiver",
      title: "Habiller son enfant en hiver : la technique des trois couches",
      summary:
        "Une couche contre la peau, une couche chaude, une couche qui protège : comment habiller votre enfant pour jouer dehors en hiver, au chaud et au sec.",
      imageAlt: "Un haut de sous-couche, un pull polaire et une doudoune posés côte à côte.",
      body: [
        {
          p: "Pour qu’un enfant ait chaud dehors, mieux vaut plusieurs couches fines qu’un seul vêtement très épais. L’air emprisonné entre les couches isole du froid, et vous pouvez en retirer une dès qu’il se réchauffe à force de courir. C’est la technique des trois couches, bien connue des familles scandinaves.",
        },
        { h2: "1. La première couche, contre la peau" },
        {
          p: "Son rôle : évacuer la transpiration pour que la peau reste sèche. Choisissez un haut à manches longues et un collant ou un caleçon long en laine mérinos ou en matière synthétique. Évitez le coton : il absorbe l’humidité, la garde, et l’enfant se refroidit dès qu’il arrête de bouger.",
        },
        { h2: "2. La couche intermédiaire, pour la chaleur" },
        {
          p: "Une polaire ou un pull en laine, par-dessus la première couche. C’est elle que vous adaptez à la météo : une polaire fine quand il fait doux, une maille épaisse quand il gèle.",
        },
        { h2: "3. La couche extérieure, contre le vent et l’eau" },
        {
          p: "Une veste et un pantalon, ou une combinaison de ski, coupe-vent et imperméables. Pour les petits qui se roulent dans la neige, la combinaison reste imbattable : la neige ne se glisse pas dans le dos. Vérifiez que les poignets et le bas des jambes se ferment bien par-dessus les moufles et les bottes.",
        },
        { h2: "Des pieds à la tête" },
        {
          ul: [
            "Un bonnet en laine ou doublé de polaire, qui couvre bien les oreilles.",
            "Des moufles plutôt que des gants pour les petits : les doigts se réchauffent entre eux. Imperméables, si la neige est au programme.",
            "Un tour de cou plutôt qu’une écharpe, qui peut s’accrocher pendant les jeux.",
            "Des bottes d’hiver fourrées, avec une semelle crantée qui accroche, et assez de place pour une paire de chaussettes en laine.",
            "Une seule paire de chaussettes épaisses : deux paires qui serrent le pied lui tiennent moins chaud.",
          ],
        },
        { h2: "A-t-il assez chaud ?" },
        {
          p: "Ne vous fiez pas à ses mains : elles sont souvent fraîches, même chez un enfant qui a bien chaud. Glissez plutôt deux doigts dans sa nuque. Chaude et sèche, tout va bien. Moite, il a trop chaud : retirez une couche. Fraîche, ajoutez-en une, ou rentrez vous réchauffer.",
        },
        { h2: "Pour la crèche et la maternelle" },
        {
          p: "Glissez dans son sac une tenue de rechange : une première couche, des chaussettes, une paire de moufles et, si possible, un deuxième pantalon. Marquez chaque vêtement à son nom, avec des étiquettes thermocollantes ou un feutre textile : au vestiaire, toutes les moufles se ressemblent.",
        },
        { h2: "Le soir, on fait tout sécher" },
        {
          p: "En rentrant, étendez tout ce qui est humide : moufles, bonnet, chaussettes, combinaison. Retirez les semelles intérieures des bottes et laissez-les sécher à température ambiante, loin du radiateur. Le lendemain matin, tout est sec et prêt pour une nouvelle journée dehors.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Des tenues d’été pour les beaux jours",
      intro: "Des pièces légères et faciles à associer, pour courir, grimper et profiter des longues soirées d’été.",
      imageAlt: "Un short, un T-shirt rayé, des sandales et un chapeau de soleil sur un fond jaune soleil.",
      body: [
        { h2: "Léger, pratique, facile à assortir" },
        {
          p: "Misez sur des matières qui respirent, comme le coton et le lin, et sur quelques basiques qui vont avec tout : un T-shirt rayé, un short uni, une robe légère. Les enfants s’habillent seuls plus facilement, et les matins sont plus sereins.",
        },
        {
          p: "N’oubliez pas le chapeau de soleil, ni des sandales bien fermées à l’avant pour les jeux au parc ou à la plage. Et pour les soirées plus fraîches, un sweat léger ou un gilet dans le sac fait toute la différence.",
        },
      ],
    },
    summerDresses: {
      heading: "Des robes d’été qui tournent",
      intro: "Fleuries, rayées ou unies : des robes légères pour les jours de fête comme pour la cour de récré.",
      imageAlt: "Trois robes d’été, une rose, une blanche et une turquoise, suspendues à une corde à linge sous un ciel bleu.",
      body: [
        { h2: "Une robe, mille façons de la porter" },
        {
          p: "En coton ou en lin, la robe d’été se porte seule quand il fait chaud, avec un legging ou un short en dessous pour grimper à l’aise, et avec un gilet quand le soir tombe.",
        },
        {
          p: "Choisissez des modèles faciles à enfiler, sans boutons dans le dos, pour que les enfants s’habillent seuls. Pour un mariage ou une fête, associez-la à des ballerines ou à des sandales habillées.",
        },
      ],
    },
  },

  community: {
    title: "Vu sur Instagram",
    description:
      "Les tenues que nos clients partagent avec #littlenorth, et toutes les pièces qui les composent, à retrouver dans notre boutique.",
    intro:
      "Jour de neige, matin d’école ou repas de fête : voici les tenues préférées de nos clients. Partagez les vôtres avec #littlenorth, et retrouvez ici toutes les pièces de chaque tenue.",
    looks: [
      {
        title: "Jour de neige",
        caption: "Combinaison, bonnet, moufles et bottes fourrées : paré pour la première bataille de boules de neige.",
        imageAlt:
          "Une tenue de neige posée à plat : une combinaison de ski, des bottes d’hiver, un bonnet en maille et des moufles.",
      },
      {
        title: "En route pour l’école",
        caption:
          "Sweat à capuche, jean, baskets et petit sac à dos : une tenue qu’elle enfile toute seule, même les matins pressés.",
        imageAlt: "Un sweat à capuche, un jean, des baskets et un petit sac à dos posés à plat.",
      },
      {
        title: "Tenues de fête",
        caption: "Robe en velours et chemise à nœud papillon : nos deux grands sont prêts pour le réveillon chez Mamie.",
        imageAlt:
          "Une robe de fête en velours, une chemise avec un nœud papillon, des ballerines et des chaussures habillées posées à plat.",
      },
      {
        title: "Dimanche en pyjama",
        caption: "Pyjama, chaussettes en maille et chaussons : aujourd’hui, on ne met pas le nez dehors.",
        imageAlt: "Un pyjama, des chaussettes en maille et des chaussons posés à plat.",
      },
      {
        title: "Balade en forêt",
        caption: "Veste de pluie, pantalon de pluie et bottes : aucune flaque ne lui résiste.",
        imageAlt: "Une veste de pluie, un pantalon de pluie et des bottes de pluie posés à plat.",
      },
      {
        title: "Week-end sportif",
        caption: "Haut de sport, jogging et baskets : le ballon ne quitte plus ses pieds de tout le week-end.",
        imageAlt: "Un haut de sport, un pantalon de jogging, des chaussures de sport et un ballon de foot posés à plat.",
      },
    ],
  },

  club: {
    title: "family, le club des membres Little North",
    description:
      "Adhésion gratuite : 10 % de réduction, des offres réservées aux membres, une surprise d’anniversaire et les promotions en avant-première.",
    intro:
      "family, c’est le club des membres de Little North. L’adhésion est gratuite, sans minimum d’achat, et vous pouvez quitter le club quand vous le souhaitez.",
    imageAlt: "Des paquets cadeaux, une carte de membre où l’on lit « family » et des cœurs, sur un fond corail chaud.",
    benefitsHeading: "Vos avantages de membre",
    benefits: [
      {
        title: "10 % de réduction",
        text: "Sur vos achats, dès que vous êtes connecté(e) à votre compte (hors cartes cadeaux).",
      },
      {
        title: "Des offres réservées aux membres",
        text: "Retrouvez-les dans votre compte, rubrique « Mes offres ». Nous vous prévenons aussi par e-mail et par SMS.",
      },
      {
        title: "Une surprise d’anniversaire",
        text: "Pour l’anniversaire de votre enfant, nous lui réservons une petite surprise. Pensez à indiquer sa date d’anniversaire dans votre compte.",
      },
      {
        title: "Les promotions en avant-première",
        text: "Profitez de nos promotions avant tout le monde, tant que le choix est encore large.",
      },
    ],
    stepsHeading: "Devenir membre en trois étapes",
    steps: [
      {
        title: "Connectez-vous",
        text: "Connectez-vous à votre compte, ou créez-en un avec votre adresse e-mail.",
      },
      {
        title: "Devenez membre",
        text: "Choisissez de devenir membre et acceptez les conditions d’adhésion. Un numéro de téléphone portable doit figurer dans votre compte.",
      },
      {
        title: "Faites vos achats connecté(e)",
        text: "Vos 10 % de réduction sont déduits automatiquement au moment du paiement.",
      },
    ],
    termsText:
      "Adhésion gratuite, sans minimum d’achat, résiliable à tout moment : retrouvez tous les détails dans nos conditions d’adhésion.",
    termsLinkText: "Lire les conditions d’adhésion family",
    cta: "Devenir membre",
  },
};

export default seed;
