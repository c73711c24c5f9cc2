import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "fr",

  routes: ROUTES.fr,

  labels: {
    boys: "Garçon",
    girls: "Fille",
    new: "Nouveautés",
    sale: "Promotions",
    categories: "Catégories",
    brands: "Marques",
    guides: "Guides",
    community: "Vu sur Instagram",
    memberClub: "family – 10 % pour les membres",
    customerService: "Service client",
    legal: "Informations légales",
    company: "L'entreprise",
    followUs: "Suivez-nous",
    paymentMethods: "Moyens de paiement",
    faq: "Centre d'aide",
    whistleblowing: "Dispositif d'alerte",
    cookieSettings: "Paramètres des cookies",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Jeans slim", slug: "jeans-slim" },
    "jeans-regular": { name: "Jeans coupe droite", slug: "jeans-coupe-droite" },
    "jeans-wide": { name: "Jeans larges", slug: "jeans-larges" },

    sweaters: { name: "Pulls et sweats", slug: "pulls-et-sweats" },
    hoodies: { name: "Sweats à capuche", slug: "sweats-a-capuche" },
    "hoodies-zip": { name: "Sweats à capuche zippés", slug: "sweats-a-capuche-zippes" },
    "hoodies-pullover": { name: "Sweats à capuche sans zip", slug: "sweats-a-capuche-sans-zip" },
    sweatshirts: { name: "Sweat-shirts", slug: "sweat-shirts" },
    cardigans: { name: "Gilets", slug: "gilets" },
    knitwear: { name: "Pulls en maille", slug: "pulls-en-maille" },

    outerwear: { name: "Manteaux et vestes", slug: "manteaux-et-vestes" },
    jackets: { name: "Vestes et blousons", slug: "vestes-et-blousons" },
    "winter-jackets": { name: "Manteaux d'hiver et doudounes", slug: "manteaux-d-hiver-et-doudounes" },
    "transition-jackets": { name: "Vestes mi-saison", slug: "vestes-mi-saison" },
    "rain-jackets": { name: "Vestes de pluie", slug: "vestes-de-pluie" },
    overalls: { name: "Combinaisons de ski et pilotes", slug: "combinaisons-de-ski-et-pilotes" },
    vests: { name: "Doudounes sans manches", slug: "doudounes-sans-manches" },
    rainwear: { name: "Vêtements de pluie", slug: "vetements-de-pluie" },

    shoes: { name: "Chaussures", slug: "chaussures" },
    sneakers: { name: "Baskets", slug: "baskets" },
    "sneakers-low": { name: "Baskets basses", slug: "baskets-basses" },
    "sneakers-high": { name: "Baskets montantes", slug: "baskets-montantes" },
    boots: { name: "Bottes et bottines", slug: "bottes-et-bottines" },
    "winter-boots": { name: "Bottes d'hiver", slug: "bottes-d-hiver" },
    "chelsea-boots": { name: "Bottines Chelsea", slug: "bottines-chelsea" },
    "rubber-boots": { name: "Bottes de pluie", slug: "bottes-de-pluie" },
    sandals: { name: "Sandales", slug: "sandales" },
    slides: { name: "Claquettes et mules", slug: "claquettes-et-mules" },
    slippers: { name: "Chaussons", slug: "chaussons" },
    ballerinas: { name: "Ballerines", slug: "ballerines" },
    "dress-shoes": { name: "Chaussures habillées et mocassins", slug: "chaussures-habillees-et-mocassins" },
    "sports-shoes": { name: "Chaussures de sport", slug: "chaussures-de-sport" },
    "first-shoes": { name: "Chaussures premiers pas", slug: "chaussures-premiers-pas" },

    "t-shirts": { name: "T-shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "T-shirts manches courtes", slug: "t-shirts-manches-courtes" },
    "t-shirts-long": { name: "T-shirts manches longues", slug: "t-shirts-manches-longues" },

    shirts: { name: "Chemises", slug: "chemises" },

    trousers: { name: "Pantalons", slug: "pantalons" },
    chinos: { name: "Pantalons chino", slug: "pantalons-chino" },
    "cargo-trousers": { name: "Pantalons cargo", slug: "pantalons-cargo" },
    joggers: { name: "Pantalons de jogging", slug: "pantalons-de-jogging" },

    shorts: { name: "Shorts et bermudas", slug: "shorts-et-bermudas" },
    dresses: { name: "Robes", slug: "robes" },
    skirts: { name: "Jupes", slug: "jupes" },
    "tops-blouses": { name: "Tops et blouses", slug: "tops-et-blouses" },
    "leggings-tights": { name: "Leggings et collants", slug: "leggings-et-collants" },
    blazers: { name: "Blazers", slug: "blazers" },

    underwear: { name: "Sous-vêtements", slug: "sous-vetements" },
    briefs: { name: "Slips et boxers", slug: "slips-et-boxers" },
    undershirts: { name: "Maillots de corps et débardeurs", slug: "maillots-de-corps-et-debardeurs" },

    bras: { name: "Brassières", slug: "brassieres" },
    socks: { name: "Chaussettes", slug: "chaussettes" },
    swimwear: { name: "Maillots de bain", slug: "maillots-de-bain" },

    accessories: { name: "Accessoires", slug: "accessoires" },
    caps: { name: "Casquettes, chapeaux et bonnets", slug: "casquettes-chapeaux-et-bonnets" },
    bags: { name: "Sacs et sacs à dos", slug: "sacs-et-sacs-a-dos" },
    gloves: { name: "Gants et moufles", slug: "gants-et-moufles" },
    belts: { name: "Ceintures", slug: "ceintures" },

    "jewellery-hair": { name: "Bijoux et accessoires cheveux", slug: "bijoux-et-accessoires-cheveux" },
    training: { name: "Vêtements de sport", slug: "vetements-de-sport" },
    sleepwear: { name: "Pyjamas et chemises de nuit", slug: "pyjamas-et-chemises-de-nuit" },
    loungewear: { name: "Survêtements", slug: "survetements" },
    "gift-cards": { name: "Cartes cadeaux", slug: "cartes-cadeaux" },
  },

  inspo: {
    summerOutfits: { name: "Tenues d'été", slug: "tenues-d-ete" },
    summerDresses: { name: "Robes d'été", slug: "robes-d-ete" },
  },

  pages: {
    memberClub: {
      slug: "club-family",
      title: "family, le club des membres Little North",
      description:
        "Rejoignez gratuitement family et profitez de 10 % de réduction, d'offres réservées aux membres et d'un accès en avant-première aux promotions.",
      body: [
        {
          p: "family, c'est le club des membres de Little North. L'inscription est gratuite et sans engagement, et vos avantages commencent dès votre première commande.",
        },
        { h2: "Vos avantages de membre" },
        {
          ul: [
            "10 % de réduction sur vos achats, appliqués automatiquement lorsque vous êtes connecté(e)",
            "Des offres réservées aux membres, envoyées par e-mail et par SMS",
            "Une surprise d'anniversaire pour votre enfant",
            "Un accès en avant-première à nos promotions, avant tout le monde",
          ],
        },
        { h2: "Comment devenir membre ?" },
        {
          ul: [
            "Créez votre compte client sur littlenorth.shop",
            "Renseignez votre numéro de téléphone portable, indispensable pour l'adhésion",
            "Acceptez les conditions d'adhésion family",
            "C'est fait : la réduction s'applique dès votre prochaine commande",
          ],
        },
        { h3: "Bon à savoir" },
        {
          p: "La réduction de 10 % ne s'applique pas à l'achat de cartes cadeaux. Vous pouvez quitter family à tout moment depuis votre compte ou en écrivant à service@littlenorth.shop.",
        },
      ],
    },

    contact: {
      slug: "contact",
      title: "Contactez-nous",
      description:
        "Une question sur une commande, une taille ou un retour ? Notre service client vous répond par e-mail et par chat, du lundi au vendredi de 9 h à 16 h.",
      body: [
        {
          p: "Notre service client est là pour vous aider, qu'il s'agisse de choisir la bonne taille, de suivre un colis ou de faire un retour. Pensez à consulter aussi notre centre d'aide : la réponse à votre question s'y trouve peut-être déjà.",
        },
        { h2: "Par chat" },
        {
          p: "Le chat est ouvert du lundi au vendredi de 9 h à 16 h. Cliquez sur la bulle en bas à droite de l'écran pour échanger directement avec un conseiller.",
        },
        { h2: "Par e-mail" },
        {
          p: "Écrivez-nous à service@littlenorth.shop. Indiquez votre numéro de commande si votre demande concerne un achat : nous pourrons vous répondre plus rapidement. Nous traitons les messages du lundi au vendredi, généralement sous un jour ouvré.",
        },
        { h2: "Adresse postale" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Suède. Attention : cette adresse n'est pas une adresse de retour. Pour renvoyer un article, enregistrez votre retour en ligne.",
        },
      ],
    },

    shipping: {
      slug: "livraison",
      title: "Livraison",
      description:
        "Livraison offerte dès {69 EUR} d'achat en France métropolitaine. Votre commande arrive en 3 à 6 jours ouvrés.",
      body: [
        { p: "Nous expédions nos colis depuis notre entrepôt en Suède vers toute la France métropolitaine." },
        { h2: "Délais de livraison" },
        {
          p: "Comptez 3 à 6 jours ouvrés entre la confirmation de votre commande et sa livraison. Pendant les périodes de forte affluence, comme les promotions ou les fêtes de fin d'année, le délai peut être légèrement plus long.",
        },
        { h2: "Frais de livraison" },
        {
          ul: [
            "Livraison offerte dès {69 EUR} d'achat",
            "En dessous de {69 EUR}, les frais de livraison sont indiqués dans le panier, avant le paiement",
            "Les modes de livraison disponibles pour votre adresse s'affichent au moment de la commande",
          ],
        },
        { h2: "Suivi de votre colis" },
        {
          p: "Dès que votre colis quitte notre entrepôt, vous recevez un e-mail de confirmation d'expédition avec un lien de suivi. Si votre colis n'est pas arrivé dans les délais annoncés, contactez-nous à service@littlenorth.shop en indiquant votre numéro de commande.",
        },
        { h3: "Commande en plusieurs colis" },
        {
          p: "Il arrive qu'une commande soit expédiée en plusieurs colis. Vous recevez alors un lien de suivi pour chacun d'eux, sans frais supplémentaires.",
        },
      ],
    },

    returns: {
      slug: "retours",
      title: "Retours et remboursements",
      description:
        "Retours gratuits sous 60 jours, enregistrés en ligne. Votre remboursement est effectué dans les 14 jours suivant l'arrivée du colis à notre entrepôt.",
      body: [
        {
          p: "La taille ne convient pas ou la couleur ne plaît pas ? Vous disposez de 60 jours à compter de la réception de votre commande pour nous renvoyer vos articles. Le retour est gratuit.",
        },
        { h2: "Comment retourner un article ?" },
        {
          ul: [
            "Enregistrez votre retour en ligne sur la page « Enregistrer un retour »",
            "Choisissez les articles à renvoyer et indiquez le motif du retour",
            "Emballez les articles avec soin, de préférence dans leur emballage d'origine",
            "Collez l'étiquette de retour sur le colis et déposez-le auprès du transporteur indiqué",
          ],
        },
        { h2: "Remboursement" },
        {
          p: "Nous remboursons votre retour dans les 14 jours suivant l'arrivée du colis à notre entrepôt, avec le moyen de paiement utilisé lors de la commande. Vous recevez un e-mail dès que le remboursement est effectué.",
        },
        { h2: "Conditions de retour" },
        {
          ul: [
            "Les articles doivent être non portés, non lavés et en parfait état, avec leurs étiquettes",
            "Les sous-vêtements ne peuvent être retournés que si le scellé d'hygiène ou les étiquettes sont intacts",
            "Les cartes cadeaux ne sont ni reprises ni remboursées",
          ],
        },
        { h3: "Un échange ?" },
        {
          p: "Pour changer de taille ou de couleur, retournez l'article et passez une nouvelle commande : c'est le moyen le plus rapide de recevoir le bon article.",
        },
      ],
    },

    registerReturn: {
      slug: "enregistrer-un-retour",
      title: "Enregistrer un retour",
      description:
        "Enregistrez votre retour en ligne en quelques minutes : c'est gratuit et vous recevez votre étiquette de retour par e-mail.",
      body: [
        {
          p: "Tous les retours s'enregistrent en ligne. Cela nous permet de traiter votre colis plus vite à son arrivée à l'entrepôt et de vous rembourser sans attendre.",
        },
        { h2: "Étape par étape" },
        {
          ul: [
            "Saisissez votre numéro de commande et l'adresse e-mail utilisée lors de l'achat",
            "Sélectionnez les articles que vous souhaitez renvoyer et indiquez le motif",
            "Validez : vous recevez par e-mail une confirmation et votre étiquette de retour gratuite",
            "Glissez les articles dans le colis, collez l'étiquette et déposez le colis chez le transporteur",
          ],
        },
        { h2: "Après l'envoi" },
        {
          p: "Conservez votre preuve de dépôt jusqu'au remboursement. Nous remboursons votre retour dans les 14 jours suivant l'arrivée du colis à notre entrepôt.",
        },
        { h3: "À vérifier avant d'envoyer" },
        {
          p: "Vous avez 60 jours à compter de la réception de la commande pour renvoyer vos articles. Les sous-vêtements sont repris uniquement si le scellé d'hygiène ou les étiquettes sont intacts, et les cartes cadeaux ne peuvent pas être retournées.",
        },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "mes-cartes-cadeaux",
      title: "Mes cartes cadeaux",
      description: "Ce que vous pouvez faire aujourd'hui avec une carte cadeau Little North dans notre boutique en ligne.",
      body: [
        {
          p: "Vous avez reçu une carte cadeau Little North ? Voici ce que vous pouvez en faire dans notre boutique en ligne pour le moment.",
        },
        { h2: "Payer avec une carte cadeau" },
        {
          p: "Il n'est pas encore possible de payer avec une carte cadeau dans notre boutique en ligne. La page de paiement ne comporte aucun champ pour un code de carte cadeau : une carte cadeau ne peut donc pas régler une commande sur littlenorth.shop, ni en totalité ni en partie.",
        },
        { h2: "Solde et questions" },
        {
          p: "Le solde d'une carte cadeau ne peut être consulté ni sur le site ni dans Mon compte. Pour toute question sur votre carte cadeau, contactez notre service client à service@littlenorth.shop en gardant le numéro de commande ou la carte à portée de main.",
        },
        { h2: "Bon à savoir" },
        {
          ul: [
            "Une carte cadeau ne peut être ni échangée contre de l'argent ni retournée.",
            "La remise membre family ne s'applique pas à l'achat de cartes cadeaux.",
          ],
        },
      ],
    },

    purchaseTerms: {
      slug: "conditions-generales-de-vente",
      title: "Conditions générales de vente",
      description:
        "Les conditions générales de vente de Little North : commande, prix, paiement, livraison, droit de rétractation, retours et garanties.",
      body: [
        {
          p: "Les présentes conditions générales de vente s'appliquent à toute commande passée sur la boutique en ligne Little North par un consommateur résidant en France. Le vendeur est Little North AB, Storgatan 12, 411 38 Göteborg, Suède, immatriculée sous le numéro 559123-4567, numéro de TVA intracommunautaire SE559123456701. Contact : service@littlenorth.shop.",
        },
        { h2: "Commande et prix" },
        {
          p: "La commande est définitive après validation du paiement ; vous recevez alors une confirmation par e-mail. Les prix sont indiqués en euros, toutes taxes comprises (TVA incluse). Les éventuels frais de livraison sont précisés avant la validation de la commande. La livraison est offerte dès {69 EUR} d'achat.",
        },
        { h2: "Paiement" },
        {
          p: "Vous pouvez régler par carte bancaire (Cartes Bancaires, Visa, Mastercard) ou avec Klarna, en paiement différé ou en plusieurs fois. Le paiement est sécurisé et vos données bancaires ne sont jamais conservées par Little North.",
        },
        { h2: "Livraison" },
        {
          p: "Nous livrons en France métropolitaine sous 3 à 6 jours ouvrés à compter de la confirmation de commande. En cas de retard important, contactez notre service client.",
        },
        { h2: "Droit de rétractation et retours" },
        {
          p: "La loi vous accorde un délai de rétractation de 14 jours à compter de la réception des articles. Little North prolonge ce délai à 60 jours, et le retour est gratuit. Le retour s'enregistre en ligne et le remboursement intervient dans les 14 jours suivant l'arrivée du colis à notre entrepôt, avec le moyen de paiement utilisé lors de la commande. Pour des raisons d'hygiène, les sous-vêtements ne sont repris que si le scellé d'hygiène ou les étiquettes sont intacts. Les cartes cadeaux sont exclues du droit de retour.",
        },
        { h2: "Garanties légales" },
        {
          p: "Tous nos articles bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) pendant 2 ans à compter de la livraison, ainsi que de la garantie contre les vices cachés (articles 1641 et suivants du Code civil). Pour faire valoir une garantie, écrivez-nous à service@littlenorth.shop avec votre numéro de commande et une photo de l'article.",
        },
        { h2: "Litiges" },
        {
          p: "En cas de désaccord, contactez d'abord notre service client : nous chercherons une solution amiable. Vous pouvez aussi vous adresser au Centre Européen des Consommateurs France, qui accompagne gratuitement les consommateurs dans leurs litiges avec un vendeur établi dans un autre pays de l'Union européenne, ou à l'Allmänna reklamationsnämnden (ARN), l'organisme suédois de règlement extrajudiciaire des litiges de consommation. Les dispositions protectrices du droit français de la consommation restent applicables.",
        },
      ],
    },

    privacy: {
      slug: "politique-de-confidentialite",
      title: "Politique de confidentialité",
      description:
        "Comment Little North collecte, utilise et protège vos données personnelles, combien de temps nous les conservons et comment exercer vos droits (RGPD).",
      body: [
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Suède, est responsable du traitement de vos données personnelles. Nous les traitons conformément au Règlement général sur la protection des données (RGPD).",
        },
        { h2: "Les données que nous collectons" },
        {
          ul: [
            "Identité et coordonnées : nom, adresse de livraison, adresse e-mail, numéro de téléphone",
            "Données de commande : articles achetés, montants, retours, échanges avec le service client",
            "Données de paiement : traitées par nos prestataires de paiement, nous ne conservons pas vos numéros de carte",
            "Pour les membres family : informations du compte, date d'anniversaire de l'enfant si vous la renseignez, préférences de communication",
            "Données de navigation : collectées via les cookies, selon vos choix",
          ],
        },
        { h2: "Pourquoi nous les utilisons" },
        {
          p: "Pour traiter et livrer vos commandes, gérer les retours et remboursements (exécution du contrat), respecter nos obligations comptables (obligation légale), gérer votre adhésion à family et vous envoyer nos offres si vous l'avez accepté (consentement), et améliorer notre site (intérêt légitime ou consentement pour les cookies).",
        },
        { h2: "Durée de conservation" },
        {
          ul: [
            "Données de commande et pièces comptables : 7 ans, comme l'exige la législation comptable suédoise",
            "Compte client et adhésion family : tant que le compte est actif, puis supprimés après 3 ans d'inactivité",
            "Échanges avec le service client : 3 ans après le dernier contact",
            "Consentement aux e-mails et SMS marketing : jusqu'à votre désinscription",
          ],
        },
        { h2: "Vos droits" },
        {
          p: "Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment. Pour les exercer, écrivez à service@littlenorth.shop. Nous vous répondons dans un délai d'un mois.",
        },
        { h2: "Réclamation" },
        {
          p: "Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la CNIL (Commission nationale de l'informatique et des libertés), 3 place de Fontenoy, 75007 Paris, ou sur cnil.fr. Notre autorité de contrôle principale est l'IMY, l'autorité suédoise de protection des données.",
        },
        { h3: "Partage des données" },
        {
          p: "Nous partageons vos données uniquement avec les prestataires nécessaires à nos services (transporteurs, prestataires de paiement, hébergement, service client), qui les traitent pour notre compte. Nous ne vendons jamais vos données.",
        },
      ],
    },

    cookies: {
      slug: "politique-cookies",
      title: "Politique en matière de cookies",
      description:
        "Quels cookies nous utilisons sur Little North, à quoi ils servent et comment modifier vos choix à tout moment.",
      body: [
        {
          p: "Un cookie est un petit fichier déposé sur votre appareil lorsque vous visitez notre site. Certains sont indispensables, d'autres ne sont déposés qu'avec votre accord.",
        },
        { h2: "Cookies nécessaires" },
        {
          p: "Ils permettent au site de fonctionner : panier, connexion à votre compte, paiement sécurisé, mémorisation de vos choix en matière de cookies. Ils ne nécessitent pas votre consentement et ne peuvent pas être désactivés.",
        },
        { h2: "Cookies de mesure d'audience" },
        {
          p: "Ils nous aident à comprendre comment le site est utilisé (pages consultées, parcours, erreurs rencontrées) afin de l'améliorer. Ils ne sont déposés qu'avec votre accord.",
        },
        { h2: "Cookies marketing" },
        {
          p: "Ils servent à vous proposer des publicités adaptées à vos centres d'intérêt sur d'autres sites et réseaux sociaux, et à mesurer l'efficacité de nos campagnes. Ils ne sont déposés qu'avec votre accord.",
        },
        { h2: "Modifier vos choix" },
        {
          p: "Vous pouvez accepter, refuser ou modifier vos choix à tout moment en cliquant sur « Paramètres des cookies » en bas de chaque page. Refuser les cookies de mesure d'audience et marketing n'empêche pas de commander. Votre choix est conservé 6 mois, puis nous vous le redemandons ; les cookies ont une durée de vie maximale de 13 mois.",
        },
      ],
    },

    membershipTerms: {
      slug: "conditions-family",
      title: "Conditions d'adhésion family",
      description:
        "Les conditions d'adhésion au club des membres family de Little North : adhésion gratuite, 10 % de réduction et résiliation à tout moment.",
      body: [
        {
          p: "Les présentes conditions s'appliquent au club des membres family, proposé par Little North AB, Storgatan 12, 411 38 Göteborg, Suède.",
        },
        { h2: "Adhésion" },
        {
          p: "L'adhésion est gratuite et sans obligation d'achat. Elle est ouverte aux particuliers qui créent un compte client sur notre boutique en ligne, renseignent un numéro de téléphone portable valide et acceptent les présentes conditions. Une seule adhésion par personne.",
        },
        { h2: "Avantages" },
        {
          ul: [
            "10 % de réduction sur vos achats lorsque vous êtes connecté(e) à votre compte",
            "Des offres réservées aux membres, par e-mail et par SMS",
            "Une surprise d'anniversaire",
            "Un accès en avant-première à nos promotions",
          ],
        },
        {
          p: "La réduction membre ne s'applique pas à l'achat de cartes cadeaux. Little North peut faire évoluer les avantages ; les membres en sont informés à l'avance par e-mail.",
        },
        { h2: "Communications" },
        {
          p: "En tant que membre, vous recevez nos offres par e-mail et par SMS. Vous pouvez vous désabonner à tout moment via le lien présent dans chaque message ou depuis votre compte.",
        },
        { h2: "Quitter family" },
        {
          p: "Vous pouvez mettre fin à votre adhésion à tout moment, sans frais, depuis votre compte ou en écrivant à service@littlenorth.shop. Vos données de membre sont alors supprimées, à l'exception de celles que nous devons conserver pour des raisons légales, comme l'historique des commandes.",
        },
        { h3: "Données personnelles" },
        { p: "Le traitement de vos données dans le cadre de family est décrit dans notre politique de confidentialité." },
      ],
    },

    about: {
      slug: "a-propos",
      title: "À propos de Little North",
      description:
        "Little North est une boutique en ligne suédoise de vêtements, chaussures et accessoires pour enfants et ados, fondée à Göteborg.",
      body: [
        {
          p: "Little North est née à Göteborg, sur la côte ouest de la Suède, avec une idée simple : habiller les enfants de vêtements qui suivent leur rythme, des premiers pas aux années collège et lycée.",
        },
        { h2: "Ce que nous proposons" },
        {
          p: "Des vêtements, des chaussures et des accessoires pour garçons et filles, pensés pour jouer dehors, aller à l'école et grandir, quelle que soit la météo. Nous sélectionnons des marques reconnues et des pièces solides qui se transmettent d'un enfant à l'autre.",
        },
        { h2: "Notre engagement" },
        {
          ul: [
            "Des matières choisies pour leur confort et leur résistance",
            "Des conseils de taille et d'entretien pour faire durer chaque vêtement",
            "Un service client qui connaît nos produits et répond vraiment à vos questions",
          ],
        },
        { h2: "Présents dans 8 pays" },
        {
          p: "Nous livrons en Suède, en Norvège, au Danemark, en Finlande, aux Pays-Bas, en Allemagne, en France et en Pologne, avec une boutique dans la langue de chaque pays.",
        },
        { h3: "Informations sur la société" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Suède. Numéro d'immatriculation : 559123-4567. Numéro de TVA intracommunautaire : SE559123456701.",
        },
      ],
    },

    influencer: {
      slug: "collaborations-influenceurs",
      title: "Collaborations avec des créateurs de contenu",
      description:
        "Vous créez du contenu autour de la famille, de la mode enfant ou des activités en plein air ? Découvrez comment collaborer avec Little North.",
      body: [
        {
          p: "Nous aimons travailler avec des parents, des familles et des créateurs de contenu qui partagent notre goût pour les vêtements pratiques, beaux et durables.",
        },
        { h2: "Qui recherchons-nous ?" },
        {
          ul: [
            "Des créateurs qui parlent de la vie de famille, de la mode enfant ou des activités en plein air",
            "Une communauté engagée, quelle que soit sa taille",
            "Un contenu authentique, qui respecte l'image et la vie privée des enfants",
          ],
        },
        { h2: "Comment proposer une collaboration ?" },
        {
          p: "Écrivez-nous à service@littlenorth.shop avec l'objet « Collaboration », en indiquant vos réseaux sociaux, le nombre d'abonnés, votre audience et vos idées. Nous répondons à toutes les demandes qui correspondent à nos collections.",
        },
        { h2: "Transparence" },
        {
          p: "Conformément à la loi, toute publication réalisée dans le cadre d'une collaboration doit indiquer clairement « Publicité » ou « Collaboration commerciale ». Nous vous accompagnons pour que chaque partenariat soit transparent pour votre communauté.",
        },
        { h3: "Vu sur Instagram" },
        {
          p: "Identifiez Little North dans vos publications : nos coups de cœur apparaissent dans notre rubrique « Vu sur Instagram ».",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", text: "Livraison offerte dès {69 EUR}", link: "/page/livraison", linkText: "En savoir plus" },
    { key: "open-purchase", text: "Retours gratuits sous 60 jours", link: "/page/retours", linkText: "En savoir plus" },
    {
      key: "sealed-package",
      text: "Sous-vêtements : retour uniquement si scellé intact",
      link: "/page/retours",
      linkText: "En savoir plus",
    },
    { key: "member-discount", text: "Membres family : 10 % de réduction", link: "/page/club-family", linkText: "Devenir membre" },
  ],

  washingAdvice: {
    title: "Conseils d'entretien",
    intro:
      "Bien entretenus, les vêtements d'enfant durent plus longtemps et peuvent passer au petit frère, à la petite sœur ou aux cousins. Voici nos conseils pour les garder beaux, lavage après lavage.",
    tips: [
      "Lisez toujours l'étiquette d'entretien avant le premier lavage.",
      "Lavez à la main à 40 °C maximum les pièces délicates, comme la laine ou la maille fine, sans frotter ni tordre.",
      "Retournez les vêtements imprimés et les jeans avant de les mettre en machine.",
      "Triez le linge par couleur et lavez les vêtements neufs séparément les premières fois.",
      "Fermez les fermetures éclair et les scratchs pour ne pas abîmer les autres vêtements.",
      "Dosez la lessive avec modération et évitez l'adoucissant sur les vêtements techniques et imperméables.",
      "Faites sécher à plat les pulls en maille pour qu'ils gardent leur forme.",
      "Traitez les taches le plus vite possible, à l'eau froide, avant de laver le vêtement.",
    ],
  },

  categoryInfo: {
    title: "Comment mesurer le pied de votre enfant",
    text: [
      {
        p: "Pour choisir la bonne pointure, mesurez le pied de votre enfant en fin de journée, quand le pied est légèrement plus grand. Mesurez les deux pieds et retenez le plus long.",
      },
      {
        ul: [
          "Placez une feuille de papier au sol, contre un mur",
          "Faites mettre votre enfant debout sur la feuille, le talon bien contre le mur",
          "Marquez d'un trait l'extrémité de l'orteil le plus long",
          "Mesurez en centimètres la distance entre le mur et le trait",
        ],
      },
      {
        p: "Ajoutez environ 1 à 1,5 cm à la longueur mesurée pour laisser au pied la place de bouger et de grandir, puis reportez-vous au guide des tailles du produit.",
      },
      {
        p: "Les pieds des enfants grandissent vite : vérifiez leur pointure tous les deux à trois mois, surtout avant l'achat de chaussures d'hiver.",
      },
    ],
  },

  banners: {
    live: { text: "Promos de mi-saison : jusqu'à -50 %", url: "/promotions" },
    scheduled: { text: "La nouvelle collection d'automne est arrivée", url: "/nouveautes" },
    ended: { text: "Black Week : jusqu'à -30 % sur une sélection", url: "/promotions" },
  },

  memberOffers: {
    live: {
      title: "10 % sur les nouveautés d'automne",
      text: "Votre remise membre s'applique aussi à toutes les nouveautés. Trouvez vos coups de cœur avant qu'ils ne partent.",
    },
    ended: {
      title: "La rentrée avec family",
      text: "Pour la rentrée, les membres ont profité de 10 % sur tout l'équipement scolaire.",
    },
  },

  settings: {
    siteTitle: "Little North – vêtements, chaussures et accessoires pour enfants",
    siteDescription:
      "Vêtements, chaussures et accessoires pour enfants et ados : livraison offerte dès {69 EUR} et retours gratuits sous 60 jours.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Rejoignez family",
      text: "L'inscription est gratuite : profitez de 10 % de réduction, d'offres réservées aux membres et d'un accès en avant-première aux promotions.",
      cta: "Rejoignez family – 10 % de réduction",
    },
  },
};

export default seed;
