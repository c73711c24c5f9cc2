import type { EditorialSeed } from "./types.ts";

const seed: EditorialSeed = {
  language: "en",

  tableHeadings: {
    size: "Size",
    age: "Age",
    height: "Height (cm)",
    chest: "Chest (cm)",
    waist: "Waist (cm)",
    inseam: "Inside leg (cm)",
    euSize: "EU size",
    footLength: "Foot length (cm)",
  },

  ageSpan: (fromMonths, toMonths) =>
    fromMonths < 24 || fromMonths % 12 !== 0 || toMonths % 12 !== 0
      ? `${fromMonths}–${toMonths} months`
      : `${fromMonths / 12}–${toMonths / 12} years`,

  home: {
    title: "Little North – children's clothes, shoes and accessories",
    description:
      "Winter coats, snowsuits and lined boots for children and teenagers. Free returns within 60 days, and 10 % off for family members.",
    hero: {
      heading: "Ready for the first snow?",
      text: "Padded jackets, snowsuits and lined winter boots that keep them warm from the school gate to the top of the sledging hill. Get them wrapped up before the real cold sets in.",
      cta: "Shop winter outerwear",
      imageAlt:
        "Flat lay on a snow-white background: a red padded winter jacket, a navy snowsuit, a striped knitted hat, yellow mittens and brown winter boots, with snowflakes all around.",
    },
    tilesHeading: "For winter and the festive season",
    tiles: {
      outerwear: {
        label: "Coats and outerwear",
        imageAlt: "A red padded winter jacket on a light blue background.",
      },
      winterBoots: {
        label: "Winter boots",
        imageAlt: "A pair of brown lined winter boots on a pale grey background with snowflakes.",
      },
      knitwear: {
        label: "Knitted jumpers",
        imageAlt: "A cream cable-knit jumper on a sage green background.",
      },
      partyDresses: {
        label: "Party dresses",
        imageAlt: "A dark green velvet party dress with a gold bow on a blush pink background.",
      },
      accessories: {
        label: "Accessories",
        imageAlt: "A striped knitted hat and a pair of yellow mittens on a pale yellow background.",
      },
      giftCard: {
        label: "Gift cards",
        imageAlt: "A Little North gift card tied with a ribbon on a deep blue background.",
      },
    },
    rails: {
      newArrivals: "New in",
      picked: "Our winter favourites",
      winterBoots: "Winter boots for snowy days",
      sale: "Sale",
      brand: "Favourites from {brand}",
    },
    textImage: {
      heading: "Measure their feet before you buy winter boots",
      text: "Children's feet grow fast, and winter boots need a little extra room for thick woolly socks. All you need is a sheet of paper, a pencil and a ruler – our shoe size guide shows you how, step by step, and which size to choose.",
      cta: "Read the shoe size guide",
      imageAlt: "The outline of a child's foot drawn on a sheet of paper, with a ruler and a pencil beside it.",
    },
    perkStripHeading: "Easy shopping at Little North",
    memberCta: {
      heading: "Join family and get 10 % off",
      text: "Membership is free. You get 10 % off whenever you're logged in, member offers, a birthday surprise for your child and early access to our sales.",
      cta: "Become a member",
    },
  },

  guidesIndex: {
    title: "Guides",
    intro:
      "Practical help for parents: how to find the right size, measure feet at home, dress children for the cold and look after the clothes they love – so they last until the next child can wear them.",
    description:
      "Size guide, shoe sizes, washing and care, dressing for winter and gift cards: practical advice from Little North for parents of children and teenagers.",
  },

  guides: {
    "size-guide": {
      slug: "size-guide",
      title: "Size guide: how to find the right clothing size",
      summary:
        "Our clothing sizes follow your child's height in centimetres. Here's how to measure, how to read the size table and what to do when your child is between sizes.",
      imageAlt: "A tape measure lying beside a folded T-shirt and a pair of folded jeans.",
      body: [
        {
          p: "Children's clothes at Little North come in European sizes, from 50 for newborns up to 176 for teenagers. The idea is simple: the size is your child's height in centimetres. Size 110 fits a child up to 110 cm tall, size 116 a child up to 116 cm, and so on. Age is only a rough guide – two six-year-olds can easily be two sizes apart.",
        },
        { h2: "How to measure your child" },
        {
          p: "All you need is a soft tape measure and a couple of minutes. Measure over underwear or thin clothes rather than over a jumper, and ask your child to stand up straight but relaxed.",
        },
        {
          ul: [
            "Height: your child stands barefoot with their back against a wall and heels together. Lay a book flat on top of their head, mark the wall underneath it and measure from the floor to the mark.",
            "Chest: measure all the way round the fullest part of the chest, just under the armpits, keeping the tape level.",
            "Waist: measure round the natural waist, just above the belly button. The tape should be snug but not tight.",
            "Inside leg: measure from the crotch straight down to the ankle bone. Or measure a pair of trousers that fit well, from the crotch seam to the hem.",
          ],
        },
        { h2: "Size table" },
        {
          table: "clothing-sizes",
          caption:
            "Clothing sizes 50–176 with the height, chest, waist and inside leg each size fits. Go by height first; the ages are only a rough guide.",
        },
        { h2: "In between sizes?" },
        {
          p: "If your child is between two sizes, choose the larger one. Children grow in spurts, and a little room to grow means the jumper or trousers last the whole season. A child who measures 112 cm, for example, takes size 116. Sleeves that are slightly long can be turned up, and trousers with an adjustable waistband stay up while your child grows into them.",
        },
        {
          p: "For coats and outerwear, think about what goes underneath. A winter jacket or snowsuit needs room for a base layer and a fleece or woolly jumper, so if you're unsure, size up.",
        },
        { h3: "Babies" },
        {
          p: "Babies grow fastest of all – in the first few months, often a size every month or two. Buy just a few pieces in the smallest sizes. If you're choosing a present for a newborn, size 62 or 68 is a safe bet: the baby will grow into it soon enough.",
        },
        { h3: "Teenagers" },
        {
          p: "From around size 146, children tend to grow unevenly: long legs one year, broader shoulders the next. Measure chest and inside leg as well as height and compare them with the table. Many teenagers like a looser fit – pick the size that matches their height and let the cut do the rest.",
        },
        { h2: "Shoes have their own guide" },
        {
          p: "Shoe sizes work differently: they go by the length of the foot, not by height. Our shoe size guide shows you how to measure your child's feet at home and which size to choose.",
        },
      ],
    },

    "shoe-size": {
      slug: "shoe-size-guide",
      title: "Shoe size guide: how to measure your child's feet",
      summary:
        "Measure at home with a sheet of paper and a ruler, allow room to grow and find the right EU size in our table. Plus how often to measure and signs that shoes are too small.",
      imageAlt: "A child's foot traced on a sheet of paper, with a ruler and a small trainer beside it.",
      body: [
        {
          p: "Shoes that fit give little feet room to move and grow, and they're far more comfortable to walk, run and play in. Children rarely complain when their shoes are too small – their feet are soft and their toes simply curl up – so it's always better to measure than to guess.",
        },
        { h2: "When to measure" },
        {
          p: "Measure later in the day, when feet are slightly bigger after hours on the go. Your child should be standing, with their weight on both feet: a foot is longer when it carries weight. And measure in the socks they'll wear with the shoes – thin socks for trainers, thick woolly socks for winter boots.",
        },
        { h2: "Step by step: measuring on paper" },
        {
          ul: [
            "Put a sheet of paper on a hard floor, with one short edge against a wall.",
            "Ask your child to stand on the paper with their heel against the wall and their weight on both feet.",
            "Hold a pencil upright and draw round the foot, or simply mark the tip of the longest toe – it isn't always the big toe.",
            "Let your child step off, then use a ruler to measure from the edge of the paper by the wall to the furthest point at the toes, in centimetres.",
            "Do the same with the other foot.",
            "Look up the longer foot's length in the table below and read off the EU size.",
          ],
        },
        { h2: "Measure both feet, and allow room to grow" },
        {
          p: "Most of us have one foot slightly longer than the other, and children are no exception. Always go by the longer foot. A shoe also needs to be a little longer than the foot itself: about 1–1.5 cm gives the toes room to move as your child walks, and room to grow. Winter boots need a little more, as thick socks and a warm lining take up space.",
        },
        {
          p: "Our table already includes that growing room, so simply look up the length you measured. If you're comparing with a chart that gives the inner length of the shoe, add 1–1.5 cm to the foot length yourself. For winter boots, if your child's foot is at the top end of a size, go for the next size up.",
        },
        {
          table: "shoe-sizes",
          caption:
            "EU shoe sizes 18–41 and the foot length each size fits. Growing room of about 1.5 cm is already included: use the measured length of the longer foot.",
        },
        { h2: "How often to measure" },
        {
          p: "Children's feet grow in spurts. Measure small children every two to three months – they can easily go up a size in that time. For school-age children, every three to four months is usually enough. And always measure before you buy a new pair, especially winter boots that need to last the whole season.",
        },
        { h2: "Signs that shoes are too small" },
        {
          ul: [
            "Red marks or blisters on the toes, heels or sides of the feet after wearing them.",
            "Your child pulls their shoes off as soon as they can, or suddenly doesn't want to walk far.",
            "Take out the insole and let your child stand on it: there's less than a finger's width in front of the longest toe.",
            "You can feel the big toe right at the front when you press the toe of the shoe while your child is standing.",
            "The shoe is stretched out of shape at the sides or the toe.",
          ],
        },
        {
          p: "Children don't always tell you when something pinches, so check the fit every now and then, even if the shoes still look as good as new.",
        },
      ],
    },

    care: {
      slug: "washing-and-care",
      title: "Washing and care: making children's clothes last",
      summary:
        "How to wash everyday clothes, outerwear, wool and winter boots so they stay warm, waterproof and good-looking – and can be handed on to the next child.",
      imageAlt: "A washing line with small T-shirts, socks and a dress hanging out to dry.",
      body: [
        {
          p: "Children's clothes have a hard life: mud, grass, snow and the odd spilt yoghurt. Washed the right way, they keep their colour, shape and function for longer – and still look good when it's time to hand them on.",
        },
        { h2: "Start with the care label" },
        {
          p: "The care label inside the garment tells you the highest washing temperature, whether it can go in the tumble dryer and whether it needs special treatment. Follow it and you'll rarely go wrong. If in doubt, choose a lower temperature: most everyday clothes come out clean at 40 degrees.",
        },
        { h2: "Everyday washing" },
        {
          ul: [
            "Turn clothes inside out to protect colours and prints.",
            "Wash similar colours together, and wash new dark clothes separately the first few times.",
            "Do up zips, press studs and Velcro so they don't snag other clothes.",
            "Empty pockets of stones, conkers and crayons first.",
            "Don't overfill the machine: clothes need room to move to come out clean.",
            "Treat stains as soon as you can with cold water and a little soap, and dab rather than rub.",
          ],
        },
        { h2: "Outerwear and rainwear" },
        {
          p: "Never use fabric softener on waterproof jackets, snowsuits or rainwear: it clogs the membrane and ruins the water-repellent finish. Wash them as rarely as you can, ideally with a detergent made for outdoor clothing, and brush off dried mud first. Between washes, rinse rainwear under the shower or wipe it down with a damp cloth.",
        },
        {
          p: "When water no longer beads on the fabric, it's time to reproof. Use a wash-in or spray-on reproofer for outdoor clothing and follow the instructions on the bottle – some need a little heat to work, such as a low tumble dry, if the care label allows it.",
        },
        { h3: "Padded and down jackets" },
        {
          p: "Most padded jackets and snowsuits can go in the washing machine on a gentle programme. Then make sure they dry right through: if the care label allows, tumble dry down jackets on a low heat with two or three clean tennis balls to break up the clumps of down. Otherwise, dry them flat and give them a good shake now and then. A jacket that isn't completely dry can start to smell and won't keep your child as warm.",
        },
        { h3: "Wool" },
        {
          p: "Wool naturally repels dirt and doesn't hold on to smells, so it often just needs airing outdoors. When it does need a wash, use the wool programme or wash it by hand in lukewarm water with a wool detergent. Don't rub or wring it: roll it up in a towel to press out the water, then dry it flat so it keeps its shape.",
        },
        { h2: "Winter boots and leather shoes" },
        {
          p: "Wet boots should dry at room temperature – never on a radiator, by the fire or with a hairdryer. Direct heat makes leather crack and can loosen the glue and harden the rubber. Take out the inner boots and insoles, stuff the boots with newspaper and change it when it gets damp. Once they're dry, brush off any dirt and road salt.",
        },
        {
          p: "Leather shoes and boots last longer with a little care. Wipe them with a damp cloth, let them dry, then treat them with a leather cream or waterproofing spray. Do it before the first snow, and again a couple of times over the winter.",
        },
        { h2: "Mend it, hand it on" },
        {
          p: "A hole in the knee or a broken zip doesn't have to be the end. An iron-on patch, a few stitches or a new zip can give clothes a new lease of life. And once your child has grown out of them, pass them on to a younger brother or sister, a cousin or a friend, or sell them second-hand. Well-made children's clothes can easily see several children through.",
        },
      ],
    },

    "gift-card": {
      slug: "gift-card-help",
      title: "Clothes as a gift, and what to know about gift cards",
      summary:
        "How to choose clothes and shoes as a present for a child who keeps growing, what suits each age, and what a Little North gift card can and can't do in our online shop today.",
      imageAlt: "A gift card in an envelope, tied with a red ribbon and surrounded by little stars.",
      body: [
        {
          p: "Clothes make a lovely present for a child, as long as they fit. Children grow fast, and the size they wore last season may already be too small. Here are our best tips for choosing a gift that fits and gets worn, and what you need to know before you give a Little North gift card.",
        },
        { h2: "Choose a size with room to grow" },
        {
          p: "Our clothing sizes follow the child's height in centimetres, so the easiest thing is to ask the parents how tall the child is right now. If you can't ask, choose the size above the one you think fits. A jumper that's a little big will fit in a few months, but one that's too small never will. Our size guide shows which size suits which height and age.",
        },
        { h2: "What to give at each age" },
        {
          ul: [
            "Babies: soft bodysuits, a sleepsuit or a knitted hat. Babies grow fastest of all, so choose a size or two up.",
            "Toddlers and preschoolers: clothes that can take outdoor play, like rain trousers, mittens, a warm hat or a fleece jacket.",
            "School-age children: a hoodie, pyjamas or a pair of cosy knitted socks. Ask about their favourite colour or the animal of the moment.",
            "Teenagers: let them choose for themselves if you can. A hat, a scarf or a backpack is a safe bet, because the size matters less.",
          ],
        },
        { h2: "Shoes and winter outerwear" },
        {
          p: "Shoes only make a good present if you know how long the child's foot is, and feet should be measured, not guessed. Our shoe size guide shows how to measure a foot on paper with a ruler. Winter jackets and snowsuits are popular presents in late autumn, but ask first: many families have already bought this winter's outerwear.",
        },
        { h2: "If the size isn't right" },
        {
          p: "Keep the order confirmation. With us you have a 60-day right of return from the day you receive your order, so whoever placed the order can send back a present in the wrong size.",
        },
        { h2: "Thinking of a gift card?" },
        {
          p: "You'll find gift cards in the Gift cards category. Please note that our online shop doesn't take gift cards as payment yet: checkout has no field for a gift card code, and the balance can't be looked up on the website. Before you buy a gift card as a present, contact our customer service team at service@littlenorth.shop and ask how the person you're giving it to can use it.",
        },
        { h2: "Been given a gift card?" },
        {
          p: "The My gift cards page, linked at the bottom of every page, tells you what you can do with a gift card in our online shop today. If you have questions, write to service@littlenorth.shop and have your order number or the card to hand.",
        },
        { h3: "Good to know" },
        {
          ul: [
            "A gift card can't be exchanged for cash and can't be returned.",
            "The family member discount doesn't apply when you buy a gift card.",
          ],
        },
      ],
    },

    "winter-layers": {
      slug: "dressing-for-winter",
      title: "Dressing for winter: the three-layer principle",
      summary:
        "Wool or synthetics next to the skin, something warm in the middle and a wind- and waterproof layer on top: how to dress children for the cold and tell if they're warm enough.",
      imageAlt: "A base layer top, a fleece jumper and a padded jacket laid out side by side.",
      body: [
        {
          p: "Children who are warm and dry can play outside for hours, whether they're building a snowman or waiting for the school bus. The trick isn't one very thick jacket but three thinner layers that work together – and that you can add to or take off as the weather changes.",
        },
        { h2: "Layer 1: the base layer" },
        {
          p: "Next to the skin goes a base layer of wool or synthetic fabric. Its job is to move moisture away from the body, so your child stays dry and warm even after a sweaty afternoon of sledging. Merino wool is soft, stays warm when damp and doesn't itch like ordinary wool. Avoid cotton next to the skin: it holds on to sweat, and damp cotton soon makes a child cold.",
        },
        { h2: "Layer 2: the mid layer" },
        {
          p: "The mid layer keeps the warmth in. A fleece or a wool jumper works well, with fleece trousers or wool leggings on the legs. On really cold days, add a thicker jumper or a gilet; on milder days, the mid layer can be thinner.",
        },
        { h2: "Layer 3: the outer layer" },
        {
          p: "On top comes a wind- and waterproof layer that keeps out snow, slush and icy wind: a padded winter jacket with waterproof trousers, or a snowsuit for younger children. Check that the cuffs fit snugly round the wrists and that the trouser legs have snow gaiters that go over the boots, so the snow stays out.",
        },
        { h2: "From head to toe" },
        {
          ul: [
            "A warm hat that covers the ears, lined with wool or fleece.",
            "Mittens rather than gloves for small children – fingers keep each other warm. Waterproof mittens for snow, with a thin woollen pair inside on the coldest days.",
            "A neck warmer instead of a scarf: it keeps the neck warm and can't get caught on the climbing frame.",
            "Lined winter boots with room for a thick wool sock. Boots that are too tight squash the toes, and squashed toes get cold.",
            "Wool socks – and a spare pair in the bag.",
          ],
        },
        { h2: "Is my child warm enough?" },
        {
          p: "Cold hands don't tell you much: they often feel cool even when the rest of your child is perfectly warm. Slip a hand down the back of the neck instead. Warm and dry means just right. Cold means add a layer. Sweaty means take one off, because a damp child soon gets chilly. Little ones who sit still in a pushchair or on a sledge need more on than children running about.",
        },
        { h2: "Nursery and school: spare clothes and name labels" },
        {
          p: "Children at nursery spend a lot of time outdoors and can get wet through more than once a day. Keep a bag of spare clothes on their peg: a base layer, socks, mittens, a hat and a change of underwear. And put a name label in everything – ten pairs of identical navy mittens on the drying rack are hard to tell apart.",
        },
        { h3: "Dry everything overnight" },
        {
          p: "Hang up outerwear, hats, mittens and boots to dry every evening, so everything is warm and dry again by the morning. Take the inner boots and insoles out of winter boots, and dry them at room temperature rather than on a radiator. A drying rack in the hall works wonders all winter.",
        },
      ],
    },
  },

  inspo: {
    summerOutfits: {
      heading: "Summer outfits for long, sunny days",
      intro:
        "Light, comfy clothes that can handle the beach, the playground and long evenings outside. Mix and match shorts, T-shirts and sandals – and don't forget the sun hat.",
      imageAlt: "Shorts, a striped T-shirt, sandals and a sun hat laid out on a sunny yellow background.",
      body: [
        { h2: "Easy to mix and match" },
        {
          p: "Choose a few basics in colours that go together – a striped T-shirt, a plain top and shorts in navy or sand – and you've got a week of outfits sorted. Soft cotton and linen feel cool and comfortable on hot days.",
        },
        { h2: "Ready for sun and adventures" },
        {
          p: "A sun hat with a wide brim or a neck flap protects the face and neck, and a thin long-sleeved top is handy at the beach. Sandals with a closed toe and a heel strap stay on for climbing and running, and are kinder to toes on rocks and jetties.",
        },
      ],
    },
    summerDresses: {
      heading: "Summer dresses made for twirling",
      intro:
        "Pretty, comfortable dresses for warm days, garden parties and holidays – in soft cotton that lets the skin breathe, and colours as bright as summer itself.",
      imageAlt: "Three summer dresses – pink, white and turquoise – hanging on a washing line against a blue sky.",
      body: [
        { h2: "Comfort comes first" },
        {
          p: "The best summer dresses are the ones children want to wear all day: soft fabric, a cut that's easy to move in and nothing that scratches. Short sleeves or wide straps make them quick to pull on, and a pair of cycling shorts underneath means cartwheels and climbing frames are no problem at all.",
        },
        { h2: "From garden party to playground" },
        {
          p: "Dress it up with ballet pumps and a hair clip for a summer party, or keep it casual with sandals and a cardigan for cooler evenings. A white dress is a summer classic – though a pink or turquoise one is rather more forgiving with grass stains.",
        },
      ],
    },
  },

  community: {
    title: "Shop our Instagram",
    description:
      "See how families wear Little North, from snow days to party season, and shop the clothes, shoes and accessories straight from the photos.",
    intro:
      "Snow days, muddy walks and Christmas parties: here are some of our favourite looks from families who wear Little North. Find the clothes and shoes from each picture right underneath it – and tag us on Instagram for a chance to see your look here too.",
    looks: [
      {
        title: "Snow day",
        caption: "First proper snow of the year, and nobody wanted to come in for lunch.",
        imageAlt: "A snowsuit, winter boots, a knitted hat and a pair of mittens laid out flat.",
      },
      {
        title: "Nursery morning",
        caption: "Hoodie, favourite jeans and trainers: dressed and out of the door in five minutes flat.",
        imageAlt: "A hoodie, a pair of jeans, trainers and a small backpack laid out flat.",
      },
      {
        title: "Party season",
        caption: "Velvet and a bow tie – these two are all set for the Christmas party.",
        imageAlt:
          "A velvet party dress and a shirt with a bow tie laid out flat, with a pair of ballet pumps and a pair of smart shoes.",
      },
      {
        title: "Cosy Sunday",
        caption: "Pyjamas all day, woolly socks and pancakes for breakfast. Sundays don't get much better.",
        imageAlt: "A pair of pyjamas, knitted socks and slippers laid out flat.",
      },
      {
        title: "Forest walk",
        caption: "Puddles, pine cones and muddy knees – rainwear on and off into the woods we go.",
        imageAlt: "A rain jacket, waterproof trousers and a pair of wellies laid out flat.",
      },
      {
        title: "Sporty weekend",
        caption: "Football first thing on Saturday, then the rest of the day in the park.",
        imageAlt: "A training top, joggers, sports shoes and a football laid out flat.",
      },
    ],
  },

  club: {
    title: "family – the Little North member club",
    description:
      "Join family for free: 10 % off when you're logged in, member offers, a birthday surprise for your child and early access to our sales.",
    intro:
      "family is our member club for everyone who shops for children and teenagers. Membership is free, there's no minimum spend and you can leave whenever you like.",
    imageAlt: "Gift boxes, a member card reading “family” and little hearts on a warm coral background.",
    benefitsHeading: "What you get as a member",
    benefits: [
      {
        title: "10 % off",
        text: "You get 10 % off your purchases whenever you're logged in. The discount doesn't apply to gift cards.",
      },
      {
        title: "Member offers",
        text: "Offers just for members. You'll find them under “My offers” in your account.",
      },
      {
        title: "A birthday surprise",
        text: "Tell us your child's birthday and there'll be a little surprise waiting for their big day.",
      },
      {
        title: "Early access to our sales",
        text: "Shop our sales before they open to everyone else, and get first pick.",
      },
    ],
    stepsHeading: "How to join",
    steps: [
      {
        title: "Log in or create an account",
        text: "Log in to your account, or create one with your email address.",
      },
      {
        title: "Become a member",
        text: "Choose to become a member and accept the membership terms. You'll need a mobile phone number on your account.",
      },
      {
        title: "Shop logged in",
        text: "Log in whenever you shop, and your 10 % is taken off automatically at checkout.",
      },
    ],
    termsText: "You'll find everything about benefits, messages from us and how to leave in our membership terms.",
    termsLinkText: "Read the membership terms",
    cta: "Join family for free",
  },
};

export default seed;
