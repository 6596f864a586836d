import type { CareerTexts } from '../career-types.js';

/** Textes français du bilan d’orientation professionnelle, traduits de en.ts (vouvoiement, sans accord de genre). Énoncés sans négation, à la première personne. */
export const frCareerTexts: CareerTexts = {
  items: {
    'cr-01': 'J’aimerais fabriquer un meuble en suivant un plan.',
    'cr-02': 'J’aimerais chercher pourquoi une expérience a donné un résultat surprenant.',
    'cr-03': 'J’aimerais écrire des histoires, des poèmes ou des paroles de chansons.',
    'cr-04': 'J’aimerais apprendre un nouveau savoir-faire à quelqu’un.',
    'cr-05': 'J’aimerais convaincre des gens de soutenir mon idée.',
    'cr-06': 'J’aimerais tenir avec précision des comptes ou un inventaire.',
    'cr-07': 'J’aime travailler en plein air avec des outils ou des machines.',
    'cr-08': 'J’aime lire des articles sur les nouvelles découvertes en science ou en médecine.',
    'cr-09': 'J’aime concevoir l’apparence d’une pièce, d’une page ou d’un produit.',
    'cr-10': 'Écouter les problèmes des autres m’épuise.',
    'cr-11': 'J’aime mener une équipe vers un objectif commun.',
    'cr-12': 'J’aime classer les fichiers et les dossiers pour que tout soit facile à retrouver.',
    'cr-13': 'Je trouve fastidieux de réparer des objets à la main.',
    'cr-14': 'J’aimerais analyser des données pour répondre à une question.',
    'cr-15': 'J’aimerais jouer de la musique ou me produire devant un public.',
    'cr-16': 'J’aime aider les gens à trouver quoi faire dans une situation difficile.',
    'cr-17': 'J’aimerais créer et diriger ma propre entreprise.',
    'cr-18': 'J’aimerais relire attentivement des documents pour y repérer les erreurs.',
    'cr-19': 'J’aimerais m’occuper de plantes, d’animaux ou d’un terrain.',
    'cr-20': 'J’aime travailler sur un problème difficile jusqu’à le comprendre entièrement.',
    'cr-21': 'J’aime dessiner, peindre ou prendre des photos.',
    'cr-22': 'J’aimerais prendre soin de personnes malades ou âgées.',
    'cr-23': 'J’aime négocier un accord ou un prix.',
    'cr-24': 'J’aime travailler avec des tableurs et des chiffres.',
    'cr-25': 'J’aime démonter une machine pour voir comment ses pièces s’assemblent.',
    'cr-26': 'J’aimerais faire de la recherche en laboratoire.',
    'cr-27': 'J’aimerais un projet où je peux suivre librement mes propres idées.',
    'cr-28': 'J’aime animer des activités pour un groupe d’enfants ou de jeunes.',
    'cr-29': 'Je me sens mal à l’aise quand je dois vendre quelque chose à quelqu’un.',
    'cr-30': 'J’aimerais suivre une procédure claire pour réaliser une tâche parfaitement.',
    'cr-31': 'J’aimerais un métier où je bouge et me sers de mes mains toute la journée.',
    'cr-32': 'Je trouve ennuyeux d’étudier des théories compliquées.',
    'cr-33': 'J’aime inventer des idées pour un film, un jeu ou une publicité.',
    'cr-34': 'J’aimerais m’engager bénévolement dans un projet associatif ou solidaire.',
    'cr-35': 'J’aimerais prendre des décisions sur la gestion d’un projet ou d’une entreprise.',
    'cr-36': 'J’aime établir des plannings et les tenir à jour.',
    'cr-37': 'J’aime monter, câbler ou installer du matériel.',
    'cr-38': 'J’aime mettre une idée à l’épreuve en réunissant des éléments pour et contre.',
    'cr-39': 'Les tâches qui demandent mes propres idées créatives me lassent.',
    'cr-40': 'J’aime expliquer quelque chose patiemment jusqu’à ce que l’autre personne le comprenne.',
    'cr-41': 'J’aime présenter un projet à un groupe et emporter son adhésion.',
    'cr-42': 'La paperasse détaillée m’ennuie.',
    'cr-43': 'J’aimerais conduire ou manœuvrer de gros véhicules ou des engins.',
    'cr-44': 'J’aimerais comprendre comment fonctionnent le corps humain ou la nature.',
    'cr-45': 'J’aimerais réaliser des objets artisanaux, comme des poteries, des bijoux ou des vêtements.',
    'cr-46': 'J’aimerais aider des personnes à s’intégrer dans un nouveau lieu, une nouvelle équipe ou un nouveau poste.',
    'cr-47': 'J’aimerais organiser un événement et tout piloter le jour J.',
    'cr-48': 'J’aimerais gérer le budget d’un club ou d’un bureau.',
  },
  scaleLabels: ['Pas du tout d’accord', 'Plutôt pas d’accord', 'Ni d’accord ni pas d’accord', 'Plutôt d’accord', 'Tout à fait d’accord'],
  levelNames: { 1: 'Très bas', 2: 'Bas', 3: 'Moyen', 4: 'Élevé', 5: 'Très élevé' },
  tabs: {
    overview: 'Vue d’ensemble',
    strongest_areas: 'Domaines les plus marqués',
    work_activities: 'Activités professionnelles adaptées',
    next_steps: 'Prochaines étapes',
  },
  listHeadings: {
    workActivities: 'Activités professionnelles qui vous correspondent',
    workSettings: 'Exemples de métiers et de cadres de travail',
    nextSteps: 'À essayer dans les prochaines semaines',
  },
  resultLabel: 'Vos domaines d’intérêt les plus marqués',
  resultTitle: 'Vos intérêts les plus marqués : {{first}}, {{second}} et {{third}}',
  overviewIntro: [
    'Ce bilan compare votre intérêt pour six grands domaines professionnels : pratique, investigateur, artistique, social, entreprenant et méthodique. Ils décrivent les types d’activités que vous aimez, et non votre niveau de compétence dans ces activités. La plupart des gens apprécient plusieurs domaines, et c’est la combinaison qui compte davantage qu’un score isolé.',
    'Chaque domaine est indiqué par un niveau de 1 (très bas) à 5 (très élevé), calculé à partir de vos propres réponses. Le rapport s’intéresse surtout à vos trois domaines les plus marqués, car ce sont les métiers et les études qui font appel à ces activités qui ont le plus de chances de vous motiver. Un niveau bas signifie simplement qu’un domaine vous attire moins en ce moment.',
    'Les intérêts évoluent avec l’expérience : considérez ce bilan comme un point de départ pour explorer, et non comme un verdict sur le métier que vous devriez exercer. Il décrit vos préférences actuelles ; il ne mesure pas vos aptitudes, ne prédit pas votre réussite et ne pose aucun diagnostic.',
  ],
  sourceNote:
    'Les énoncés ont été rédigés par Mindprint pour vous aider à réfléchir à vos intérêts. Ce bilan n’est pas un instrument clinique ni diagnostique, et il n’est pas conçu pour le recrutement ou la sélection de personnes. Les niveaux correspondent à des cinquièmes fixes de l’échelle de réponse, et non à une comparaison avec des normes de population.',
  scales: {
    realistic: {
      name: 'Pratique',
      description: 'Le domaine pratique (souvent appelé « réaliste » en orientation) décrit à quel point vous aimez le travail concret avec des outils, des machines, des matériaux, des plantes ou des animaux, là où le résultat se voit et se touche.',
      lowPole: 'Préfère les idées, les gens ou les dossiers au travail manuel',
      highPole: 'Aime construire, réparer et travailler en plein air',
      levels: {
        1: {
          headline: 'Le travail manuel et physique vous attire très peu.',
          interpretation: 'Vous choisissez rarement de construire, de réparer ou de faire fonctionner des choses vous-même. Votre énergie va sans doute plutôt vers les idées, les gens ou l’information. Les tâches pratiques peuvent tout de même vous convenir lorsqu’elles servent un but qui vous tient à cœur.',
        },
        2: {
          headline: 'Vous vous chargez de tâches pratiques quand il le faut, mais les recherchez rarement.',
          interpretation: 'Un petit travail manuel peut vous plaire de temps en temps, comme une petite réparation ou un peu de jardinage. Dans l’ensemble, vous préférez les activités dont la matière première est faite d’idées, de mots ou de relations humaines. Le travail manuel reste pour vous un intérêt secondaire.',
        },
        3: {
          headline: 'Certaines activités manuelles vous plaisent, dans le bon contexte.',
          interpretation: 'Le travail pratique vous attire avec modération. Vous aimerez peut-être fabriquer ou réparer des choses dans le cadre d’un rôle plus large, ou comme loisir. Un métier qui associe des tâches physiques à d’autres types de travail pourrait bien vous convenir.',
        },
        4: {
          headline: 'Vous aimez travailler de vos mains, avec des outils et des matériaux.',
          interpretation: 'Vous aimez les activités dont le résultat est visible et concret : construire, réparer, cultiver ou faire fonctionner quelque chose. Vous vous sentez sans doute au mieux quand vous bougez et agissez plutôt que de travailler derrière un bureau. Un travail qui vous garde au contact d’objets réels a de bonnes chances de retenir votre intérêt.',
        },
        5: {
          headline: 'Le travail manuel fait partie de vos intérêts les plus forts.',
          interpretation: 'Les activités pratiques avec des outils, des machines, des matériaux, des plantes ou des animaux vous attirent fortement. Voir quelque chose fonctionner parce que vous l’avez fabriqué ou réparé vous procure une grande satisfaction. De longues périodes de travail purement abstrait ou de bureau risquent de vous sembler peu gratifiantes.',
        },
      },
    },
    investigative: {
      name: 'Investigateur',
      description: 'Le domaine investigateur décrit à quel point vous aimez observer, chercher et analyser : découvrir comment et pourquoi les choses fonctionnent, et résoudre des problèmes à l’aide de faits et d’une réflexion approfondie.',
      lowPole: 'Préfère l’action et les gens à la recherche',
      highPole: 'Curieux, aime l’analyse et la recherche',
      levels: {
        1: {
          headline: 'La recherche et l’analyse vous attirent très peu.',
          interpretation: 'Vous choisissez rarement d’étudier un problème en profondeur pour lui-même. Vous préférez sans doute agir, créer ou travailler avec des gens plutôt qu’analyser. Les faits comptent pour vous lorsqu’ils vous aident à faire avancer les choses.',
        },
        2: {
          headline: 'Vous analysez quand la tâche l’exige, mais c’est rarement ce qui vous attire.',
          interpretation: 'Vous pouvez prendre plaisir à résoudre une énigme ou à chercher une information. Dans l’ensemble, vous préférez les activités au résultat plus rapide et plus concret qu’une longue recherche. L’investigation est pour vous davantage un outil qu’une passion.',
        },
        3: {
          headline: 'Vous aimez un peu d’analyse et de recherche, en équilibre avec d’autres choses.',
          interpretation: 'Vous aimez comprendre comment les choses fonctionnent, sans forcément vouloir y consacrer toutes vos journées. Un rôle où vous faites parfois de la recherche ou de l’analyse, et parfois autre chose, pourrait vous convenir. La science ou les données peuvent vous intéresser en parallèle de votre activité principale.',
        },
        4: {
          headline: 'Vous aimez découvrir comment et pourquoi les choses fonctionnent.',
          interpretation: 'Vous êtes d’un naturel curieux et aimez réfléchir aux problèmes en vous appuyant sur des faits et des preuves. Lire, expérimenter et analyser ont de bonnes chances de retenir votre attention. Un travail qui vous offre des questions à explorer devrait vous motiver durablement.',
        },
        5: {
          headline: 'Chercher et analyser fait partie de vos intérêts les plus forts.',
          interpretation: 'La recherche, les expériences, les données et les problèmes complexes vous attirent fortement. Vous pouvez aimer travailler longtemps sur une même question jusqu’à vraiment la comprendre. Un travail qui laisse peu de place à la réflexion et à l’exploration risque de vous laisser sur votre faim.',
        },
      },
    },
    artistic: {
      name: 'Artistique',
      description: 'Le domaine artistique décrit à quel point vous aimez créer et vous exprimer : écriture, design, musique, scène, images et artisanat, là où vous pouvez faire appel à votre imagination et à votre propre style.',
      lowPole: 'Préfère les tâches claires au travail créatif ouvert',
      highPole: 'Imaginatif, aime créer et s’exprimer',
      levels: {
        1: {
          headline: 'Les activités créatives et artistiques vous attirent très peu.',
          interpretation: 'Vous choisissez rarement d’écrire, de concevoir, de vous produire sur scène ou de faire de l’art. Vous préférez sans doute les tâches aux objectifs clairs, avec une bonne réponse. Vous pouvez néanmoins apprécier le beau design et la créativité dans le travail des autres.',
        },
        2: {
          headline: 'La créativité vous plaît de temps en temps, mais vous la recherchez rarement.',
          interpretation: 'Vous aimez peut-être un loisir créatif ou une tâche à laquelle vous pouvez apporter une touche personnelle. Dans l’ensemble, vous préférez les activités structurées au travail créatif ouvert. La créativité reste pour vous un intérêt secondaire.',
        },
        3: {
          headline: 'Un peu de travail créatif vous plaît, en équilibre avec d’autres choses.',
          interpretation: 'Les activités créatives vous attirent avec modération. Vous aimerez peut-être les rôles où vous pouvez influencer l’apparence ou le son de quelque chose dans le cadre d’un métier plus large. Un mélange de tâches claires et de place pour vos propres idées pourrait bien vous convenir.',
        },
        4: {
          headline: 'Vous aimez créer et exprimer vos propres idées.',
          interpretation: 'Vous aimez les activités où vous pouvez faire appel à votre imagination : écrire, concevoir, faire de la musique ou de l’artisanat. Vous appréciez sans doute une certaine liberté dans votre façon de travailler. Un travail qui laisse de la place à votre propre style a de bonnes chances de retenir votre intérêt.',
        },
        5: {
          headline: 'Créer et vous exprimer fait partie de vos intérêts les plus forts.',
          interpretation: 'L’art, le design, l’écriture, la musique ou la scène vous attirent fortement. Réaliser quelque chose d’original vous procure une grande satisfaction. Un travail aux règles strictes, qui laisse peu de place à vos propres idées, risque de vous sembler étouffant.',
        },
      },
    },
    social: {
      name: 'Social',
      description: 'Le domaine social décrit à quel point vous aimez aider, enseigner, soigner et soutenir les autres, et travailler à leurs côtés.',
      lowPole: 'Préfère les tâches aux rôles d’aide',
      highPole: 'Aime aider, enseigner et prendre soin',
      levels: {
        1: {
          headline: 'Les rôles d’aide et de soin vous attirent très peu.',
          interpretation: 'Vous choisissez rarement des activités centrées sur le soutien, l’enseignement ou le soin des autres. Vous préférez sans doute travailler avec des objets, des idées ou de l’information. Vous pouvez tout à fait faire preuve de gentillesse et rendre service ; ce n’est simplement pas ce qui vous attire dans un métier.',
        },
        2: {
          headline: 'Vous aidez quand il le faut, mais recherchez rarement les rôles d’aide.',
          interpretation: 'Vous aimez peut-être soutenir un collègue ou expliquer quelque chose de temps en temps. Dans l’ensemble, vous préférez un travail où les gens font partie du tableau plutôt que d’en être le centre. L’aide aux autres est une facette de votre travail plutôt que son cœur.',
        },
        3: {
          headline: 'Vous aimez aider les gens, en équilibre avec d’autres choses.',
          interpretation: 'Travailler avec et pour les autres vous attire avec modération. Vous aimerez peut-être les rôles où soutenir les autres est une mission parmi d’autres. Un métier qui associe contacts humains et tâches autonomes pourrait bien vous convenir.',
        },
        4: {
          headline: 'Vous aimez aider, enseigner et soutenir les gens.',
          interpretation: 'Vous aimez les activités où vous changez quelque chose pour quelqu’un : expliquer, écouter, prendre soin ou guider. Être utile aux autres vous donne de l’énergie. Un travail avec des contacts humains réguliers et porteurs de sens a de bonnes chances de retenir votre intérêt.',
        },
        5: {
          headline: 'Aider et soutenir les gens fait partie de vos intérêts les plus forts.',
          interpretation: 'L’enseignement, le soin, le conseil et l’action sociale vous attirent fortement. Voir quelqu’un progresser ou aller mieux grâce à votre aide vous procure une grande satisfaction. Un travail où vous avez rarement affaire à des personnes risque de vous sembler vide de sens.',
        },
      },
    },
    enterprising: {
      name: 'Entreprenant',
      description: 'Le domaine entreprenant décrit à quel point vous aimez diriger, convaincre, vendre et prendre des décisions : rallier des gens autour d’un objectif et faire bouger les choses.',
      lowPole: 'Préfère contribuer plutôt que diriger ou vendre',
      highPole: 'Aime diriger, convaincre et prendre des risques',
      levels: {
        1: {
          headline: 'Diriger, vendre et convaincre vous attirent très peu.',
          interpretation: 'Vous choisissez rarement de prendre les commandes, de vendre ou de défendre un projet. Vous préférez sans doute apporter votre contribution discrètement ou soutenir les autres. Des responsabilités peuvent tout de même vous convenir lorsqu’elles découlent de votre expertise plutôt que de la compétition.',
        },
        2: {
          headline: 'Vous prenez les devants quand il le faut, mais cherchez rarement à le faire.',
          interpretation: 'Vous pouvez prendre plaisir à piloter une petite tâche ou à défendre une cause à laquelle vous croyez. Dans l’ensemble, vous préférez les rôles où la pression pour convaincre ou rivaliser est moindre. Diriger est une part occasionnelle de votre travail plutôt que son cœur.',
        },
        3: {
          headline: 'Vous aimez un peu diriger et convaincre, en équilibre avec d’autres choses.',
          interpretation: 'Prendre des initiatives vous attire avec modération. Vous aimerez peut-être piloter un projet ou représenter votre équipe de temps en temps. Un rôle qui associe quelques responsabilités à un travail concret personnel pourrait bien vous convenir.',
        },
        4: {
          headline: 'Vous aimez prendre les devants et faire bouger les choses.',
          interpretation: 'Vous aimez les activités où vous influencez les gens, prenez des décisions et faites avancer les projets. Les objectifs, la compétition et une part de risque peuvent vous donner de l’énergie. Un travail où vous pouvez prendre des initiatives et voir les effets de vos décisions a de bonnes chances de retenir votre intérêt.',
        },
        5: {
          headline: 'Diriger et convaincre fait partie de vos intérêts les plus forts.',
          interpretation: 'Diriger des équipes, vendre, négocier et lancer de nouveaux projets vous attire fortement. Convaincre les gens et atteindre des objectifs ambitieux vous procure une grande satisfaction. Un travail qui laisse peu de place à l’initiative ou à l’influence risque de vous frustrer.',
        },
      },
    },
    conventional: {
      name: 'Méthodique',
      description: 'Le domaine méthodique (souvent appelé « conventionnel » en orientation) décrit à quel point vous aimez travailler avec des données, des registres, des chiffres et des procédures, en veillant à ce que tout soit exact, ordonné et à jour.',
      lowPole: 'Préfère un travail souple aux routines et aux registres',
      highPole: 'Aime l’ordre, la précision et les procédures claires',
      levels: {
        1: {
          headline: 'Organiser des données, des registres et des routines vous attire très peu.',
          interpretation: 'Vous choisissez rarement des tâches comme tenir des registres, vérifier des chiffres ou suivre des procédures détaillées. Vous préférez sans doute un travail souple, varié ou ouvert. Ces tâches peuvent tout de même valoir la peine à vos yeux lorsqu’elles protègent quelque chose qui vous tient à cœur.',
        },
        2: {
          headline: 'Vous vous chargez de tâches d’organisation quand il le faut, mais les recherchez rarement.',
          interpretation: 'Vous savez mettre de l’ordre quand une tâche l’exige. Dans l’ensemble, vous préférez les activités plus variées que la gestion administrative courante. L’organisation est pour vous davantage un outil qu’un centre d’intérêt.',
        },
        3: {
          headline: 'Un peu de travail d’organisation vous plaît, en équilibre avec d’autres choses.',
          interpretation: 'L’ordre et les procédures claires vous attirent avec modération. Vous aimerez peut-être tenir un projet bien rangé ou gérer des chiffres dans le cadre d’un rôle plus large. Un métier qui associe des tâches structurées à d’autres plus variées pourrait bien vous convenir.',
        },
        4: {
          headline: 'Vous aimez l’ordre, la précision et les procédures claires.',
          interpretation: 'Vous aimez les activités où vous organisez l’information, tenez les registres à jour et soignez les détails. Des attentes claires et un système bien rangé vous donnent un sentiment de calme et de progression. Un travail qui récompense le soin et la précision a de bonnes chances de retenir votre intérêt.',
        },
        5: {
          headline: 'Organiser et veiller à l’exactitude fait partie de vos intérêts les plus forts.',
          interpretation: 'Les données, les chiffres, les registres, les plannings et les procédures vous attirent fortement. Mettre de l’ordre dans une situation confuse vous procure une grande satisfaction. Un travail en changement permanent, aux règles floues, risque de vous sembler stressant.',
        },
      },
    },
  },
  outcomes: {
    realistic: {
      name: 'Pratique',
      summary: 'Vous aimez le travail concret avec des outils, des machines, des matériaux, des plantes ou des animaux, là où vous pouvez voir et toucher le résultat.',
      description: [
        'Les personnes qui ont un fort intérêt pratique ont à cœur de faire fonctionner les choses dans le monde réel. Elles aiment se servir de leurs mains et de leur corps, voir un résultat clair à la fin de la journée et résoudre les problèmes en essayant plutôt qu’en discutant.',
        'Cet intérêt va souvent de pair avec un goût pour les tâches concrètes, les objectifs clairs et les outils ou équipements qui font bien leur travail. Beaucoup de ces personnes aiment travailler en plein air, bouger ou s’occuper d’êtres vivants, comme les plantes et les animaux.',
        'Les intérêts pratiques mènent à de nombreux parcours, des formations professionnelles courtes comme le CAP ou l’apprentissage jusqu’aux écoles d’ingénieurs. Leur point commun : le contact avec des objets réels et un résultat visible.',
      ],
      lists: {
        workActivities: [
          'Construire, assembler ou installer des choses à partir de plans.',
          'Réparer et entretenir des équipements, des véhicules ou des bâtiments.',
          'Faire fonctionner des machines, des outils ou des véhicules.',
          'Cultiver des plantes ou s’occuper d’animaux.',
          'Travailler en plein air et en mouvement.',
        ],
        workSettings: [
          'Menuisier, électricien ou plombier dans le bâtiment.',
          'Mécanicien ou technicien dans un atelier ou un garage.',
          'Jardinier, agriculteur ou soigneur animalier.',
          'Ingénieur en génie civil ou en mécanique, sur un chantier ou en usine.',
          'Cuisinier ou boulanger dans une cuisine animée.',
        ],
        nextSteps: [
          'Suivez un court atelier en soirée ou le week-end : menuiserie, électronique ou réparation de vélos.',
          'Choisissez un petit projet chez vous, comme fabriquer une étagère, et terminez-le en deux semaines.',
          'Demandez à un artisan ou à un technicien de votre entourage à quoi ressemble une journée de travail type.',
          'Proposez votre aide pendant une journée dans un jardin partagé, un Repair Café ou un refuge pour animaux.',
        ],
      },
    },
    investigative: {
      name: 'Investigateur',
      summary: 'Vous aimez chercher, analyser et résoudre des problèmes, et découvrir comment et pourquoi les choses fonctionnent.',
      description: [
        'Les personnes qui ont un fort intérêt investigateur sont animées par la curiosité. Elles aiment les questions qui n’ont pas de réponse facile, et prennent plaisir à rassembler des faits, à tester des idées et à réfléchir à un problème jusqu’à ce qu’il prenne sens.',
        'Cet intérêt va souvent de pair avec un goût pour la lecture, les données, les expériences et le travail autonome. Beaucoup de ces personnes préfèrent comprendre pleinement une chose avant d’agir, et aiment apprendre pour le plaisir d’apprendre.',
        'Les intérêts investigateurs mènent à de nombreux parcours, des postes techniques ou de laboratoire jusqu’aux carrières de chercheur. Leur point commun : de la place pour poser des questions et chercher des preuves.',
      ],
      lists: {
        workActivities: [
          'Recueillir et analyser des données pour répondre à une question.',
          'Mener des expériences ou des tests et consigner les résultats.',
          'Lire des travaux de recherche et résumer ce qu’ils montrent.',
          'Trouver la cause d’une panne ou d’un résultat inattendu.',
          'Construire des modèles ou des calculs pour expliquer comment quelque chose fonctionne.',
        ],
        workSettings: [
          'Technicien de laboratoire dans un hôpital, un établissement scolaire ou une entreprise.',
          'Analyste de données dans une entreprise ou un organisme public.',
          'Développeur informatique ou technicien support.',
          'Chercheur ou scientifique dans une université ou un organisme de recherche.',
          'Pharmacien, médecin ou chercheur en médecine.',
        ],
        nextSteps: [
          'Suivez une initiation gratuite en ligne (un MOOC, par exemple) à l’analyse de données, aux statistiques ou à une science qui vous intéresse.',
          'Choisissez une question qui vous intrigue, consacrez deux semaines à vous documenter, puis rédigez une synthèse d’une page.',
          'Discutez avec une personne qui travaille dans la recherche ou les données des problèmes qui l’occupent au quotidien.',
          'Visitez un musée des sciences, assistez à une conférence grand public ou à une journée portes ouvertes dans une université ou un laboratoire.',
        ],
      },
    },
    artistic: {
      name: 'Artistique',
      summary: 'Vous aimez créer et exprimer des idées par l’écriture, le design, la musique, l’image, la scène ou l’artisanat.',
      description: [
        'Les personnes qui ont un fort intérêt artistique sont animées par l’envie de créer quelque chose d’original et de s’exprimer. Elles aiment faire appel à leur imagination, essayer de nouvelles formes et donner un style personnel à leur travail.',
        'Cet intérêt va souvent de pair avec un besoin de liberté dans la façon de travailler, une sensibilité à la beauté et au sens, et un goût pour les tâches ouvertes où il existe plus d’une bonne réponse.',
        'Les intérêts artistiques mènent à de nombreux parcours, des formations en artisanat ou en design jusqu’aux écoles d’art et aux études universitaires. Beaucoup de personnes créatives combinent aussi cet intérêt avec un autre domaine, comme l’enseignement, la technologie ou le commerce.',
      ],
      lists: {
        workActivities: [
          'Écrire des textes, des histoires ou des scénarios.',
          'Concevoir des images, des mises en page, des produits ou des espaces.',
          'Jouer de la musique, jouer la comédie ou se produire devant un public.',
          'Fabriquer des objets artisanaux, comme des céramiques, des vêtements ou des bijoux.',
          'Imaginer de nouvelles idées pour une campagne, un jeu ou un spectacle.',
        ],
        workSettings: [
          'Graphiste en agence ou en indépendant.',
          'Coiffeur, maquilleur ou fleuriste.',
          'Auteur, éditeur ou créateur de contenus pour une maison d’édition ou un site web.',
          'Musicien, comédien ou technicien de spectacle dans un théâtre.',
          'Architecte ou architecte d’intérieur.',
        ],
        nextSteps: [
          'Inscrivez-vous à un court atelier de dessin, de photographie, d’écriture créative ou de musique.',
          'Lancez-vous un projet créatif de deux semaines, comme une photo ou une page d’écriture par jour, et montrez le résultat à un proche.',
          'Demandez à une personne qui vit d’un travail créatif comment sa semaine est organisée.',
          'Proposez de concevoir une affiche, une lettre d’information ou un site web pour un club ou une association près de chez vous.',
        ],
      },
    },
    social: {
      name: 'Social',
      summary: 'Vous aimez aider, enseigner, soigner et soutenir les autres.',
      description: [
        'Les personnes qui ont un fort intérêt social sont animées par l’envie de changer quelque chose pour les autres. Elles aiment écouter, expliquer, guider et prendre soin, et trouvent du sens à voir quelqu’un apprendre, guérir ou prendre confiance.',
        'Cet intérêt va souvent de pair avec un goût pour la coopération, la discussion et le travail d’équipe. Beaucoup de ces personnes préfèrent résoudre les problèmes en en parlant et tiennent à une ambiance de travail chaleureuse et bienveillante.',
        'Les intérêts sociaux mènent à de nombreux parcours, des métiers d’aide à la personne ou d’animation jusqu’aux études pour devenir enseignant, infirmier ou psychologue. Leur point commun : des contacts humains réguliers et porteurs de sens.',
      ],
      lists: {
        workActivities: [
          'Enseigner un nouveau savoir-faire ou former des personnes.',
          'Écouter les gens et les aider à trouver une voie pour avancer.',
          'Prendre soin de personnes malades, jeunes ou âgées.',
          'Animer des activités de groupe dans un quartier, une école ou un club.',
          'Accueillir et accompagner des clients, des patients ou des nouveaux venus.',
        ],
        workSettings: [
          'Professeur des écoles, enseignant ou accompagnant d’élèves en situation de handicap (AESH).',
          'Infirmier, aide-soignant ou kinésithérapeute.',
          'Animateur jeunesse ou éducateur spécialisé.',
          'Conseiller, assistant de service social ou psychologue.',
          'Formateur ou chargé de ressources humaines en entreprise.',
        ],
        nextSteps: [
          'Donnez quelques heures par semaine comme bénévole dans une association, une école, un hôpital ou un centre social.',
          'Proposez d’accompagner ou de donner du soutien scolaire à quelqu’un dans une matière ou un savoir-faire que vous maîtrisez.',
          'Suivez une courte formation aux premiers secours, au coaching ou à l’écoute active.',
          'Demandez à un enseignant, un infirmier ou un travailleur social ce qu’il trouve gratifiant et difficile dans son métier.',
        ],
      },
    },
    enterprising: {
      name: 'Entreprenant',
      summary: 'Vous aimez diriger, convaincre, vendre et prendre des décisions qui font avancer les choses.',
      description: [
        'Les personnes qui ont un fort intérêt entreprenant sont animées par l’envie d’influencer et de réussir. Elles aiment fixer des objectifs, embarquer les autres et prendre des décisions, et se sentent souvent stimulées par la compétition et une part de risque.',
        'Cet intérêt va souvent de pair avec un goût pour la prise de parole, la négociation et le fait de voir les effets de ses choix. Beaucoup de ces personnes aiment lancer des choses, qu’il s’agisse d’un projet, d’un événement ou d’une entreprise.',
        'Les intérêts entreprenants mènent à de nombreux parcours, des métiers de la vente et de l’hôtellerie jusqu’au management, au droit et à la direction d’entreprise. Leur point commun : de la place pour l’initiative et l’influence.',
      ],
      lists: {
        workActivities: [
          'Mener une équipe ou un projet vers un objectif.',
          'Vendre des produits, des services ou des idées.',
          'Négocier des prix, des contrats ou des accords.',
          'Présenter des projets et obtenir du soutien pour les mener.',
          'Lancer de nouveaux projets, événements ou entreprises.',
        ],
        workSettings: [
          'Commercial ou responsable de magasin.',
          'Responsable événementiel ou directeur d’hôtel.',
          'Créateur ou gérant d’une petite entreprise.',
          'Responsable marketing ou chargé de développement commercial.',
          'Avocat, élu ou organisateur de campagnes.',
        ],
        nextSteps: [
          'Prenez un petit rôle de responsable, par exemple en organisant un événement au travail, dans votre établissement ou dans un club.',
          'Essayez un petit projet de vente, par exemple sur un marché ou en ligne, et notez ce qui a fonctionné.',
          'Participez à quelques séances d’un groupe de prise de parole en public ou de débat.',
          'Demandez à un manager ou à un chef d’entreprise comment il a commencé et à quoi ressemble sa semaine type.',
        ],
      },
    },
    conventional: {
      name: 'Méthodique',
      summary: 'Vous aimez travailler avec des données, des chiffres, des registres et des procédures claires, et veiller à ce que tout soit exact et en ordre.',
      description: [
        'Les personnes qui ont un fort intérêt méthodique sont animées par l’envie d’apporter de l’ordre et de la fiabilité à leur travail. Elles aiment les tâches claires, les détails exacts et les systèmes qui rendent l’information facile à trouver et à utiliser.',
        'Cet intérêt va souvent de pair avec un goût pour la planification, la structure et la vérification minutieuse. Beaucoup de ces personnes sont fières d’être fiables et de faire en sorte que tout fonctionne sans accroc pour les autres.',
        'Les intérêts méthodiques mènent à de nombreux parcours, des postes administratifs et de secrétariat jusqu’à la comptabilité, la logistique et la gestion de données. Leur point commun : le souci de l’exactitude et de l’ordre.',
      ],
      lists: {
        workActivities: [
          'Tenir à jour des registres, des dossiers et des bases de données.',
          'Travailler avec des chiffres, des budgets et des tableurs.',
          'Vérifier des documents et des données pour repérer les erreurs.',
          'Planifier des emplois du temps, des stocks ou des livraisons.',
          'Appliquer et améliorer des procédures claires.',
        ],
        workSettings: [
          'Assistant administratif ou agent d’accueil.',
          'Aide-comptable, comptable ou gestionnaire de paie.',
          'Planificateur logistique ou gestionnaire d’entrepôt.',
          'Employé de banque ou gestionnaire en assurance.',
          'Gestionnaire de données ou archiviste dans un hôpital, une bibliothèque ou une entreprise.',
        ],
        nextSteps: [
          'Suivez une courte formation sur les tableurs, la comptabilité ou la gestion de projet.',
          'Organisez un domaine de votre vie avec un système clair, comme vos finances ou vos papiers, et tenez-le pendant deux semaines.',
          'Proposez-vous comme trésorier, secrétaire ou responsable des adhésions d’un club ou d’une association.',
          'Demandez à une personne qui travaille en comptabilité, en administration ou en logistique à quoi ressemble pour elle une bonne journée de travail.',
        ],
      },
    },
  },
};
