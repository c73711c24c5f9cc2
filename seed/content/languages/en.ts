import { ROUTES } from "#lib/markets/routes.ts";
import type { LanguageSeed } from "../types.ts";

const seed: LanguageSeed = {
  language: "en",

  routes: ROUTES.en,

  labels: {
    boys: "Boys",
    girls: "Girls",
    new: "New in",
    sale: "Sale",
    categories: "Categories",
    brands: "Brands",
    guides: "Guides",
    community: "Shop our Instagram",
    memberClub: "family – 10 % for members",
    customerService: "Customer service",
    legal: "Legal information",
    company: "Company",
    followUs: "Follow us",
    paymentMethods: "Payment methods",
    faq: "Help centre",
    whistleblowing: "Whistleblowing",
    cookieSettings: "Cookie settings",
  },

  categories: {
    jeans: { name: "Jeans", slug: "jeans" },
    "jeans-slim": { name: "Slim fit jeans", slug: "slim-fit-jeans" },
    "jeans-regular": { name: "Regular fit jeans", slug: "regular-fit-jeans" },
    "jeans-wide": { name: "Wide leg jeans", slug: "wide-leg-jeans" },

    sweaters: { name: "Jumpers and sweatshirts", slug: "jumpers-and-sweatshirts" },
    hoodies: { name: "Hoodies", slug: "hoodies" },
    "hoodies-zip": { name: "Zip-up hoodies", slug: "zip-up-hoodies" },
    "hoodies-pullover": { name: "Pullover hoodies", slug: "pullover-hoodies" },
    sweatshirts: { name: "Sweatshirts", slug: "sweatshirts" },
    cardigans: { name: "Cardigans", slug: "cardigans" },
    knitwear: { name: "Knitted jumpers", slug: "knitted-jumpers" },

    outerwear: { name: "Coats and outerwear", slug: "coats-and-outerwear" },
    jackets: { name: "Jackets", slug: "jackets" },
    "winter-jackets": { name: "Winter jackets", slug: "winter-jackets" },
    "transition-jackets": { name: "Spring and autumn jackets", slug: "spring-and-autumn-jackets" },
    "rain-jackets": { name: "Rain jackets", slug: "rain-jackets" },
    overalls: { name: "Snowsuits and all-in-ones", slug: "snowsuits-and-all-in-ones" },
    vests: { name: "Gilets", slug: "gilets" },
    rainwear: { name: "Rainwear", slug: "rainwear" },

    shoes: { name: "Shoes", slug: "shoes" },
    sneakers: { name: "Trainers", slug: "trainers" },
    "sneakers-low": { name: "Low-top trainers", slug: "low-top-trainers" },
    "sneakers-high": { name: "High-top trainers", slug: "high-top-trainers" },
    boots: { name: "Boots", slug: "boots" },
    "winter-boots": { name: "Winter boots", slug: "winter-boots" },
    "chelsea-boots": { name: "Chelsea boots", slug: "chelsea-boots" },
    "rubber-boots": { name: "Wellies", slug: "wellies" },
    sandals: { name: "Sandals", slug: "sandals" },
    slides: { name: "Sliders and pool slides", slug: "sliders-and-pool-slides" },
    slippers: { name: "Slippers", slug: "slippers" },
    ballerinas: { name: "Ballet pumps", slug: "ballet-pumps" },
    "dress-shoes": { name: "Smart shoes and loafers", slug: "smart-shoes-and-loafers" },
    "sports-shoes": { name: "Sports shoes", slug: "sports-shoes" },
    "first-shoes": { name: "First walkers", slug: "first-walkers" },

    "t-shirts": { name: "T-shirts", slug: "t-shirts" },
    "t-shirts-short": { name: "Short-sleeved T-shirts", slug: "short-sleeved-t-shirts" },
    "t-shirts-long": { name: "Long-sleeved T-shirts", slug: "long-sleeved-t-shirts" },

    shirts: { name: "Shirts", slug: "shirts" },

    trousers: { name: "Trousers", slug: "trousers" },
    chinos: { name: "Chinos", slug: "chinos" },
    "cargo-trousers": { name: "Cargo trousers", slug: "cargo-trousers" },
    joggers: { name: "Joggers", slug: "joggers" },

    shorts: { name: "Shorts", slug: "shorts" },
    dresses: { name: "Dresses", slug: "dresses" },
    skirts: { name: "Skirts", slug: "skirts" },
    "tops-blouses": { name: "Tops and blouses", slug: "tops-and-blouses" },
    "leggings-tights": { name: "Leggings and tights", slug: "leggings-and-tights" },
    blazers: { name: "Blazers", slug: "blazers" },

    underwear: { name: "Underwear", slug: "underwear" },
    briefs: { name: "Briefs and boxers", slug: "briefs-and-boxers" },
    undershirts: { name: "Vests and undershirts", slug: "vests-and-undershirts" },

    bras: { name: "Bras", slug: "bras" },
    socks: { name: "Socks", slug: "socks" },
    swimwear: { name: "Swimwear", slug: "swimwear" },

    accessories: { name: "Accessories", slug: "accessories" },
    caps: { name: "Caps and hats", slug: "caps-and-hats" },
    bags: { name: "Bags and backpacks", slug: "bags-and-backpacks" },
    gloves: { name: "Gloves and mittens", slug: "gloves-and-mittens" },
    belts: { name: "Belts", slug: "belts" },

    "jewellery-hair": { name: "Jewellery and hair accessories", slug: "jewellery-and-hair-accessories" },
    training: { name: "Sportswear", slug: "sportswear" },
    sleepwear: { name: "Pyjamas and nightwear", slug: "pyjamas-and-nightwear" },
    loungewear: { name: "Tracksuits", slug: "tracksuits" },
    "gift-cards": { name: "Gift cards", slug: "gift-cards" },
  },

  inspo: {
    summerOutfits: { slug: "summer-outfits", name: "Summer outfits" },
    summerDresses: { slug: "summer-dresses", name: "Summer dresses" },
  },

  pages: {
    memberClub: {
      slug: "member-club",
      title: "family – the Little North member club",
      description:
        "Join family for free and get 10 % off, exclusive member offers, a birthday surprise and early access to our sales.",
      body: [
        {
          p: "family is the Little North member club for everyone who shops clothes, shoes and accessories for children and teenagers. Membership is free, there is no minimum spend and you can leave whenever you like.",
        },
        { h2: "What you get as a member" },
        {
          ul: [
            "10 % off your purchases whenever you are logged in",
            "Exclusive offers for members only",
            "A birthday surprise for your child",
            "Early access to our sales, before they open to everyone else",
          ],
        },
        { h2: "How to join" },
        {
          ul: [
            "Create an account on littlenorth.shop – or tick the box when you check out.",
            "Fill in your details, including your mobile phone number: we need it for your membership.",
            "Accept the family membership terms.",
            "That's it. Log in next time you shop and your 10 % member discount is applied automatically at checkout.",
          ],
        },
        { h3: "Good to know" },
        {
          p: "The member discount does not apply to gift cards. family is available in every country we deliver to: Sweden, Norway, Denmark, Finland, the Netherlands, Germany, France and Poland.",
        },
        { h3: "Want to leave?" },
        {
          p: "You can end your membership at any time under My account or by emailing service@littlenorth.shop. You'll find all the details in our membership terms.",
        },
      ],
    },

    contact: {
      slug: "contact",
      title: "Contact customer service",
      description:
        "Questions about an order, a return or your membership? Our customer service team is here by email and chat on weekdays, 9am–4pm Swedish time.",
      body: [
        {
          p: "Got a question about your order, a size, a return or your family membership? We're happy to help. It's worth having a look in our Help centre first – the answer is often already there.",
        },
        { h2: "How to reach us" },
        {
          ul: [
            "Email: service@littlenorth.shop – we usually reply within one working day.",
            "Chat: weekdays 9am–4pm Swedish time (10am–5pm in Finland), using the chat button in the bottom right-hand corner of the site.",
          ],
        },
        { p: "Our team answers in English as well as in the languages of the countries we deliver to." },
        { h3: "Have your order number to hand" },
        {
          p: "If your question is about an order, please include your order number. You'll find it in the order confirmation we sent you by email, and it helps us sort things out much faster.",
        },
        { h2: "Company details" },
        {
          ul: [
            "Little North AB",
            "Storgatan 12, 411 38 Göteborg, Sweden",
            "Company registration number: 559123-4567",
            "VAT number: SE559123456701",
          ],
        },
        {
          p: "Please note that this is not a shop and returns cannot be handed in here. Returns are always registered online and sent back free of charge.",
        },
      ],
    },

    shipping: {
      slug: "delivery",
      title: "Delivery and payment",
      description: "Delivery times, free-shipping thresholds and payment methods for every country Little North delivers to.",
      body: [
        {
          p: "We send every order from our warehouse in Sweden. Delivery times, the free-shipping threshold and the ways you can pay depend on the country you order from – you'll find the details for your country below.",
        },
        { h2: "Delivery times and free shipping" },
        {
          ul: [
            "Sweden: delivery in 2–4 weekdays, free shipping over {699 SEK}",
            "Norway: delivery in 2–5 weekdays, free shipping over {999 NOK}",
            "Denmark: delivery in 2–5 weekdays, free shipping over {499 DKK}",
            "Finland: delivery in 2–5 weekdays, free shipping from {69 EUR}",
            "Netherlands: delivery in 3–6 weekdays, free shipping from {69 EUR}",
            "Germany: delivery in 3–6 weekdays, free shipping from {69 EUR}",
            "France: delivery in 3–6 weekdays, free shipping from {69 EUR}",
            "Poland: delivery in 3–6 weekdays, free shipping from {299 PLN}",
          ],
        },
        {
          p: "If your order is below the free-shipping threshold, the delivery charge is shown in your basket and at checkout before you pay – no surprises. During busy periods such as Black Week or the start of a sale, delivery can occasionally take a day longer.",
        },
        { h2: "Payment methods" },
        {
          p: "You can pay by card (Visa and Mastercard) and with Klarna in every country. On top of that, we offer the payment methods people use most in each country:",
        },
        {
          ul: [
            "Sweden: Swish",
            "Norway: Vipps",
            "Denmark: MobilePay",
            "Finland: MobilePay",
            "Netherlands: iDEAL",
            "Germany: PayPal",
            "France: Cartes Bancaires",
            "Poland: BLIK and Przelewy24",
          ],
        },
        { h2: "Tracking your parcel" },
        {
          p: "As soon as your order leaves our warehouse, we'll email you a tracking link so you can follow your parcel all the way to your door or collection point.",
        },
        { h3: "Split deliveries" },
        {
          p: "Occasionally an order arrives in more than one parcel. You'll never pay extra for that – any delivery charge is only paid once per order.",
        },
      ],
    },

    returns: {
      slug: "returns",
      title: "Returns and exchanges",
      description:
        "Returns are always free at Little North: 60-day open purchase in Sweden and a 60-day right of return in all our other markets. Refunds within 14 days of your return reaching our warehouse.",
      body: [
        {
          p: "Wrong size, or not quite what you expected? No problem. You have 60 days from the day you receive your parcel to send items back, and returns are always free.",
        },
        { h2: "60 days in every country" },
        {
          ul: [
            "Sweden: 60-day open purchase (öppet köp)",
            "Norway, Denmark, Finland, the Netherlands, Germany, France and Poland: 60-day right of return",
          ],
        },
        {
          p: "Whatever it is called where you live, it works the same way: register your return online within 60 days and send the items back free of charge. Your statutory right to withdraw from a distance purchase still applies in full.",
        },
        { h2: "How to return" },
        {
          ul: [
            "Register your return online with your order number and email address.",
            "Choose the items you are sending back.",
            "We'll email you a free returns label.",
            "Pack the items securely, attach the label and drop the parcel off at a drop-off point.",
          ],
        },
        { h2: "Conditions" },
        {
          p: "Items should be unworn and unwashed, with the tags still attached. Feel free to try clothes and shoes on at home – indoors, and ideally on a clean floor.",
        },
        { h3: "Underwear and gift cards" },
        {
          p: "For hygiene reasons, underwear can only be returned if the hygiene seal or the tags are intact. The 60-day open purchase or right of return does not apply to underwear or gift cards.",
        },
        { h2: "Refunds" },
        {
          p: "We refund you within 14 days of your return arriving at our warehouse, using the payment method you paid with. If you paid with Klarna, your invoice is adjusted. Want a different size? Return the item and place a new order – that's the quickest way to get the right size.",
        },
      ],
    },

    registerReturn: {
      slug: "register-a-return",
      title: "Register a return",
      description: "Register your return online in a couple of minutes and get a free returns label by email.",
      body: [
        {
          p: "Registering a return only takes a couple of minutes. Returns are free, and you have 60 days from the day you received your parcel.",
        },
        { h2: "Step by step" },
        {
          ul: [
            "Enter your order number and the email address you used when you placed your order.",
            "Select the items you want to send back and tell us why.",
            "Confirm your return – we'll email you a free returns label straight away.",
            "Pack the items in the original packaging or another sturdy box or bag.",
            "Attach the label and drop the parcel off at a drop-off point. Keep your proof of postage until your refund has come through.",
          ],
        },
        { h2: "What happens next?" },
        {
          p: "Once your parcel reaches our warehouse, we check the items and refund you within 14 days using your original payment method. We'll send you an email as soon as the refund has been processed.",
        },
        { h3: "Good to know" },
        { p: "Underwear can only be returned if the hygiene seal or the tags are intact. Gift cards cannot be returned." },
      ],
    },

    giftCards: {
      // Specification 2.4's "my gift cards": what a holder can do today. Checkout takes no gift card code
      // (docs/product.md, not built: rule `shop.gift-card-redemption`), so the page promises none.
      slug: "my-gift-cards",
      title: "My gift cards",
      description: "What you can do with a Little North gift card in our online shop today.",
      body: [
        { p: "Been given a Little North gift card? Here's what you can do with it in our online shop right now." },
        { h2: "Paying with a gift card" },
        {
          p: "Our online shop doesn't take gift cards yet. Checkout has no field for a gift card code, so a gift card can't pay for an order at littlenorth.shop, in full or in part.",
        },
        { h2: "Balance and questions" },
        {
          p: "You can't look up a gift card's balance on the website or in My pages. If you have questions about your gift card, contact our customer service team at service@littlenorth.shop and have your order number or the card to hand.",
        },
        { h2: "Good to know" },
        {
          ul: [
            "A gift card can't be exchanged for cash and can't be returned.",
            "The family member discount doesn't apply when you buy a gift card.",
          ],
        },
      ],
    },

    stores: {
      slug: "stores",
      title: "Our stores",
      description: "Visit Little North in Gothenburg and Stockholm. Find the addresses and opening hours of our stores here.",
      body: [
        {
          p: "Want to feel the fabrics and try on sizes in person? You're welcome at our stores in Gothenburg and Stockholm, where we'll help you find the right size for children and teenagers alike.",
        },
        { h2: "Little North Gothenburg" },
        { p: "Storgatan 12, 411 38 Gothenburg, Sweden" },
        { ul: ["Monday to Friday: 10:00–19:00", "Saturday: 10:00–17:00", "Sunday: 11:00–16:00"] },
        { h2: "Little North Stockholm" },
        { p: "Drottninggatan 45, Stockholm, Sweden" },
        { ul: ["Monday to Friday: 10:00–19:00", "Saturday: 10:00–17:00", "Sunday: 11:00–16:00"] },
        {
          p: "Opening hours may change on public holidays and over Christmas, Easter and Midsummer. This page always shows the current times.",
        },
      ],
    },

    purchaseTerms: {
      slug: "terms-and-conditions",
      title: "Terms and conditions",
      description:
        "The terms that apply when you shop at Little North: ordering, prices, payment, delivery, returns and complaints.",
      body: [
        { h2: "Who we are" },
        {
          p: "littlenorth.shop is run by Little North AB, Storgatan 12, 411 38 Göteborg, Sweden (company registration number 559123-4567, VAT number SE559123456701). You can reach us at service@littlenorth.shop or by chat on weekdays, 9am–4pm Swedish time.",
        },
        { h2: "Orders and prices" },
        {
          p: "Prices are shown in your country's currency – Swedish, Norwegian or Danish kroner, euros or Polish złoty – and include VAT. The contract of sale is formed when we email you your order confirmation. We are not bound by obvious errors in prices or product information; if that happens, we'll get in touch with you.",
        },
        { h2: "Payment" },
        {
          p: "You can pay by card and with Klarna in every country, plus the usual local methods: Swish in Sweden, Vipps in Norway, MobilePay in Denmark and Finland, iDEAL in the Netherlands, PayPal in Germany, Cartes Bancaires in France, and BLIK and Przelewy24 in Poland. Klarna's own terms apply when you pay with Klarna.",
        },
        { h2: "Delivery" },
        {
          p: "We deliver within 2–4 weekdays in Sweden, 2–5 weekdays in Norway, Denmark and Finland, and 3–6 weekdays in the Netherlands, Germany, France and Poland. Free-shipping thresholds per country are listed on our Delivery and payment page; below them, the delivery charge is shown at checkout. The risk in the goods passes to you when you receive the parcel.",
        },
        { h2: "Open purchase and right of return" },
        {
          p: "By law, you have 14 days to withdraw from a distance purchase. At Little North you get longer: 60 days from the day you receive your order – called open purchase in Sweden and a right of return in our other markets – and returns are free. Register your return online; we refund you within 14 days of the return arriving at our warehouse. Underwear can only be returned if the hygiene seal or tags are intact, and the 60-day period does not apply to underwear or gift cards.",
        },
        { h2: "Complaints and faulty goods" },
        {
          p: "You always have your statutory rights if an item is faulty. Let us know as soon as possible after you notice the fault by emailing service@littlenorth.shop, ideally with a photo, and we'll put it right with a repair, a replacement or a refund.",
        },
        { h2: "Governing law" },
        {
          p: "These terms are governed by Swedish law. This never takes away the protection you have under the mandatory consumer law of the country you live in. If we can't resolve a dispute together, you can turn to the consumer dispute body in your country.",
        },
      ],
    },

    privacy: {
      slug: "privacy-policy",
      title: "Privacy policy",
      description:
        "How Little North handles your personal data: what we collect, why, how long we keep it and your rights under the GDPR.",
      body: [
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sweden, is the controller of your personal data. We take care of your data and follow the EU General Data Protection Regulation (GDPR) in every country we deliver to.",
        },
        { h2: "What we collect" },
        {
          ul: [
            "Name, address, email address and phone number, so we can process and deliver your order",
            "Order and return history, for customer service, returns and your family membership",
            "Payment details, which are handled by our payment partners such as Klarna – we never store full card details",
            "Your mobile phone number and preferences if you are a family member",
            "Information about how you use the site, collected with cookies if you consent to it",
          ],
        },
        { h2: "Why we use it" },
        {
          p: "We use your data to fulfil your order, run your membership, answer your questions and meet our legal obligations – and, only with your consent, to send you newsletters and personal offers. You can unsubscribe at any time using the link at the bottom of every email.",
        },
        { h2: "How long we keep it" },
        {
          p: "Order data is kept for as long as accounting law requires, which is up to 7 years. Account and membership data is kept for as long as you have an account or are a member of family; when you leave, we delete it, except for what we are required by law to keep. Marketing data is kept until you withdraw your consent.",
        },
        { h2: "Your rights" },
        {
          ul: [
            "The right to access the data we hold about you",
            "The right to have inaccurate data corrected",
            "The right to have your data erased",
            "The right to restrict or object to processing",
            "The right to data portability",
            "The right to withdraw your consent at any time",
          ],
        },
        {
          p: "To use your rights or ask a question about privacy, email service@littlenorth.shop. If you are unhappy with how we handle your data, you can complain to the Swedish Authority for Privacy Protection (IMY) or to the data protection authority in your own country.",
        },
      ],
    },

    cookies: {
      slug: "cookie-policy",
      title: "Cookie policy",
      description: "Which cookies Little North uses, what for, and how to change your consent at any time under Cookie settings.",
      body: [
        {
          p: "A cookie is a small text file that is stored on your computer, tablet or phone when you visit our site. We use cookies to make the shop work, to improve it and – if you agree – to show you relevant offers.",
        },
        { h2: "The cookies we use" },
        { h3: "Necessary cookies" },
        {
          p: "These are needed for the site to work: they remember what's in your basket, keep you logged in and keep checkout secure. They can't be switched off, so we don't ask for consent for them.",
        },
        { h3: "Analytics cookies" },
        {
          p: "Analytics cookies show us how visitors use the site, for example which pages are most popular, so we can make the shop better. We only set them with your consent.",
        },
        { h3: "Marketing cookies" },
        {
          p: "Together with our advertising partners, we use marketing cookies to show you ads that match your interests, including on other websites and social media. These are also only set with your consent.",
        },
        { h2: "Changing your consent" },
        {
          p: 'You decide which cookies you accept. To change your choice or withdraw your consent, click "Cookie settings" at the bottom of any page and update your preferences. You can also delete cookies in your browser settings.',
        },
      ],
    },

    membershipTerms: {
      slug: "membership-terms",
      title: "family membership terms",
      description:
        "The terms of family, the free Little North member club: 10 % member discount, member offers and how to leave.",
      body: [
        { h2: "Membership" },
        {
          p: "family is the free member club of Little North AB. You become a member by creating an account, giving us your mobile phone number and accepting these terms. You need to be at least 18 years old to join. Membership is personal and cannot be transferred.",
        },
        { h2: "Benefits" },
        {
          ul: [
            "10 % off your purchases when you are logged in. The discount does not apply to gift cards, cannot be combined with other discount codes unless stated otherwise and cannot be exchanged for cash.",
            "Member offers by email and text message.",
            "A birthday surprise, if you have told us your child's birthday.",
            "Early access to our sales.",
          ],
        },
        { h2: "Messages from us" },
        {
          p: "As a member, you'll hear about your benefits by email and text message. You can opt out of these messages at any time without ending your membership.",
        },
        { h2: "Personal data" },
        { p: "We process your data to run your membership and send you offers, as described in our privacy policy." },
        { h2: "Leaving family" },
        {
          p: "Membership costs nothing and you can leave whenever you like, under My account or by emailing service@littlenorth.shop. When you leave, your member benefits end and we delete your membership data, except for what we are required by law to keep.",
        },
        { h3: "Changes to these terms" },
        {
          p: "We may change these terms. We'll let you know about any significant changes by email at least 30 days before they take effect.",
        },
      ],
    },

    about: {
      slug: "about-us",
      title: "About Little North",
      description:
        "Little North is an online shop from Göteborg for children's and teenagers' clothes, shoes and accessories, delivering to eight European countries.",
      body: [
        {
          p: "Little North is an online shop for children's and teenagers' clothes, shoes and accessories. We're based in Göteborg on Sweden's west coast, and we deliver to families in Sweden, Norway, Denmark, Finland, the Netherlands, Germany, France and Poland.",
        },
        { h2: "What we believe in" },
        {
          p: "Children run, climb, play outside whatever the weather and grow out of things fast. So we choose clothes and shoes that can take a bit of rough and tumble, are comfortable to wear and suit the season – from rainwear and winter boots to summer dresses and trainers. Practical, with a Scandinavian feel for simplicity.",
        },
        { h2: "Easy shopping for parents" },
        {
          ul: [
            "Free shipping above a set amount in every country",
            "60 days to return, and returns are always free",
            "Card, Klarna and the payment methods you already use at home",
            "10 % off for family members",
            "Customer service by email and chat, weekdays 9am–4pm Swedish time",
          ],
        },
        { h2: "Company details" },
        {
          p: "Little North AB, Storgatan 12, 411 38 Göteborg, Sweden. Company registration number 559123-4567, VAT number SE559123456701.",
        },
      ],
    },

    influencer: {
      slug: "influencer-collaborations",
      title: "Work with Little North",
      description:
        "Create content about family life, children or fashion? Find out how to collaborate with Little North as an influencer or content creator.",
      body: [
        {
          p: "We love working with parents, families and content creators who care about good-looking, practical children's clothes as much as we do. Whether you have a large following or a smaller, engaged community, what matters most to us is real stories and great pictures.",
        },
        { h2: "Who we're looking for" },
        {
          ul: [
            "Creators with an active account on Instagram, TikTok or YouTube",
            "Content about family life, children, fashion or outdoor play",
            "A style of your own and an engaged audience",
            "Living in one of the countries we deliver to",
          ],
        },
        { h2: "How a collaboration works" },
        {
          p: "We agree every collaboration with you personally. It might be a gifted product collaboration, a paid campaign or a personal discount code for your followers. Sponsored posts must always be clearly marked as advertising, in line with the rules in your country.",
        },
        { h2: "Get in touch" },
        {
          p: 'Email service@littlenorth.shop with the subject line "Collaboration", a link to your account(s), your number of followers and a short introduction. We read every application and will get back to you if it\'s a good match.',
        },
        { h3: "Share your look" },
        {
          p: "Even without a collaboration, we'd love to see how you wear Little North. Tag us on Instagram – with a bit of luck, your photo could end up in our Instagram shop.",
        },
      ],
    },
  },

  perks: [
    { key: "free-shipping", market: "se", text: "Free shipping over {699 SEK}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "no", text: "Free shipping over {999 NOK}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "dk", text: "Free shipping over {499 DKK}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "fi", text: "Free shipping from {69 EUR}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "nl", text: "Free shipping from {69 EUR}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "de", text: "Free shipping from {69 EUR}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "fr", text: "Free shipping from {69 EUR}", link: "/page/delivery", linkText: "Read more" },
    { key: "free-shipping", market: "pl", text: "Free shipping from {299 PLN}", link: "/page/delivery", linkText: "Read more" },

    { key: "open-purchase", market: "se", text: "60-day open purchase", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "no", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "dk", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "fi", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "nl", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "de", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "fr", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },
    { key: "open-purchase", market: "pl", text: "60-day right of return", link: "/page/returns", linkText: "Read more" },

    { key: "delivery-time", market: "se", text: "Delivery in 2–4 weekdays", link: "/page/delivery", linkText: "Read more" },

    {
      key: "sealed-package",
      text: "Underwear returns only with hygiene seal or tags intact",
      link: "/page/returns",
      linkText: "Read more",
    },
    { key: "member-discount", text: "Join family and get 10 % off", link: "/page/member-club", linkText: "Read more" },
  ],

  washingAdvice: {
    title: "Washing advice",
    intro:
      "Looked after properly, children's clothes keep their colour and shape for longer – and can be handed down to a brother, sister or friend afterwards. Always check the care label first, then follow these tips.",
    tips: [
      "Always read the care label first: it tells you the temperature and how the garment can be washed.",
      "Hand wash delicate items, such as wool and fine knits, at a maximum of 40 degrees.",
      "Turn clothes inside out before washing to keep colours and prints looking good for longer.",
      "Do up zips and close Velcro fastenings so they don't snag other clothes.",
      "Wash dark and light colours separately, especially the first few times.",
      "Don't overdo the detergent and skip the fabric softener – it's better for the fabric and for the environment.",
      "Dry clothes on a line or airer where you can, and only tumble dry if the label says it's fine.",
      "Treat stains as soon as possible with cold water and a little soap, and dab rather than rub.",
    ],
  },

  categoryInfo: {
    title: "How to measure your child's feet",
    text: [
      {
        p: "Children's shoes need to fit well, and little feet grow fast – so measure again before every new order. It's easiest in the afternoon, when feet are slightly bigger than in the morning.",
      },
      { h3: "Step by step" },
      {
        ul: [
          "Put a sheet of paper on the floor against a wall.",
          "Ask your child to stand on it with their heel against the wall and their weight on both feet.",
          "Mark the tip of the longest toe.",
          "Measure the distance from the wall to the mark in centimetres.",
          "Measure both feet and go by the longer one.",
        ],
      },
      { h3: "Don't forget growing room" },
      {
        p: "Add about 1–1.5 cm to the measured foot length so your child has room to walk and grow. Then compare that length with the inner length in the shoe's size chart.",
      },
    ],
  },

  banners: {
    live: { text: "Mid-season sale: up to 50 % off children's clothes and shoes", url: "/sale" },
    scheduled: { text: "The new autumn collection has landed – shop new in", url: "/new" },
    ended: { text: "Black Week: up to 40 % off almost everything", url: "/sale" },
  },

  memberOffers: {
    live: {
      title: "10 % on autumn's new arrivals",
      text: "Your member discount applies to all new arrivals too. Find your favourites before they sell out.",
    },
    ended: {
      title: "Back to school with family",
      text: "Before the new school year, members got 10 % off everything for school.",
    },
  },

  settings: {
    siteTitle: "Little North – children's clothes, shoes and accessories",
    siteDescription:
      "Clothes, shoes and accessories for children and teenagers, with free returns, 60 days to return and delivery to eight European countries.",
    copyright: "© 2026 Little North AB",
    memberClub: {
      heading: "Join family",
      text: "Join for free and get 10 % off, exclusive member offers, a birthday surprise and early access to our sales.",
      cta: "Join family – get 10 % off",
    },
  },
};

export default seed;
