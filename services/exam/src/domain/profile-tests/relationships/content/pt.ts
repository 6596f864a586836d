import type { RelationshipTexts } from '../relationships-types.js';

/** Textos em português do Brasil do teste de relacionamentos afetivos, traduzidos de en.ts (você, sem marcas de gênero onde possível). Os enunciados são do Mindprint e estão livres de negação. */
export const ptRelationshipTexts: RelationshipTexts = {
  items: {
    'rl-01': 'Gosto de contar como foi meu dia para alguém próximo.',
    'rl-02': 'Preciso de um tempo só para mim com regularidade, mesmo com as pessoas que amo.',
    'rl-03': 'Confio que as pessoas próximas estarão ao meu lado quando eu precisar.',
    'rl-04': 'Quando algo bom acontece, quero contar logo para alguém próximo.',
    'rl-05': 'Prefiro tomar decisões importantes junto com alguém próximo.',
    'rl-06': 'Fico em paz quando alguém próximo leva alguns dias para responder a uma mensagem.',
    'rl-07': 'Uma mensagem curta de vez em quando me basta, mesmo das pessoas que amo.',
    'rl-08': 'Gosto de resolver meus problemas por conta própria antes de pedir ajuda a alguém.',
    'rl-09': 'Começo a me preocupar rapidamente quando alguém que amo passa um dia em silêncio.',
    'rl-10': 'Sinto um calor por dentro quando um amigo ou a pessoa com quem me relaciono me pergunta como estou de verdade.',
    'rl-11': 'Guardo algumas partes da minha vida só para mim, mesmo diante das pessoas mais próximas.',
    'rl-12': 'Depois de uma briga com alguém próximo, tenho certeza de que tudo vai voltar a ficar bem.',
    'rl-13': 'Gosto de demonstrações de carinho, como um abraço ou andar de mãos dadas.',
    'rl-14': 'Acho um pouco sufocante quando alguém quer passar todo o tempo livre comigo.',
    'rl-15': 'Sinto ansiedade quando alguém próximo se ausenta por um tempo, por exemplo numa viagem longa.',
    'rl-16': 'Conversas longas sobre sentimentos me cansam.',
    'rl-17': 'Gosto quando as pessoas próximas participam dos meus planos do dia a dia.',
    'rl-18': 'Tenho certeza do amor das pessoas próximas, mesmo nas semanas mais corridas.',
    'rl-19': 'Busco conforto em alguém próximo depois de um dia difícil.',
    'rl-20': 'Valorizo ter hobbies e amigos só meus, à parte da relação amorosa e da família.',
    'rl-21': 'Acho fácil falar de uma discordância com alguém próximo.',
    'rl-22': 'Gosto de ouvir das pessoas que amo que elas se importam comigo.',
    'rl-23': 'Sinto que sou mais eu quando tenho espaço para fazer as coisas do meu jeito.',
    'rl-24': 'Fico remoendo pequenos comentários de pessoas próximas e me pergunto o que elas quiseram dizer de verdade.',
    'rl-25': 'Gosto de compartilhar meus sonhos e minhas preocupações com as pessoas mais próximas.',
    'rl-26': 'Prefiro enfrentar uma fase difícil por conta própria a me apoiar nos outros.',
    'rl-27': 'Vejo com tranquilidade quando as pessoas próximas passam tempo com outros amigos.',
    'rl-28': 'Palavras de carinho frequentes me parecem um pouco demais.',
    'rl-29': 'Fico à vontade para pedir ajuda às pessoas próximas com as coisas do dia a dia.',
    'rl-30': 'Confio que as pessoas próximas me aceitam como eu sou.',
    'rl-31': 'Valorizo hábitos compartilhados com pessoas próximas, como uma ligação semanal ou uma refeição juntos.',
    'rl-32': 'Gosto de manter uma certa distância no começo de uma nova amizade ou relação.',
  },
  scaleLabels: ['Discordo totalmente', 'Discordo', 'Nem concordo nem discordo', 'Concordo', 'Concordo totalmente'],
  levelNames: { 1: 'Muito baixo', 2: 'Baixo', 3: 'Médio', 4: 'Alto', 5: 'Muito alto' },
  tabs: {
    overview: 'Visão geral',
    your_style: 'Seu estilo de relacionamento',
    three_axes: 'Os três eixos',
    growing_together: 'Crescer nos relacionamentos',
  },
  listHeadings: {
    strengths: 'Pontos fortes',
    watchOuts: 'Pontos de atenção',
    recommendations: 'Recomendações',
  },
  resultLabel: 'Seu estilo de relacionamento',
  resultTitle: 'Seu estilo de relacionamento: {{style}}',
  overviewIntro: [
    'Este perfil descreve como você costuma se sentir e agir nos relacionamentos próximos: com um parceiro ou parceira, amigos íntimos ou a família. Ele observa três eixos. A necessidade de intimidade descreve o quanto você deseja proximidade, partilha e demonstrações de que é importante para o outro. A necessidade de independência descreve o quanto você deseja seu próprio espaço e gosta de contar consigo. A força da segurança descreve o quanto você confia que as pessoas próximas estarão presentes e com quanta calma você lida com conflitos e períodos de distância.',
    'Cada eixo aparece como um nível de 1 (muito baixo) a 5 (muito alto), calculado a partir das suas próprias respostas. Seu estilo de relacionamento resulta dos três eixos juntos. A força da segurança mostra se, na proximidade, você se sente mais em paz ou mais em alerta, e o equilíbrio entre sua necessidade de intimidade e sua necessidade de independência mostra se você tende mais para a proximidade ou para o espaço próprio.',
    'Nenhum estilo é bom ou ruim, e cada um tem seus próprios pontos fortes. Suas respostas descrevem tendências como você as vê hoje; elas podem variar de um relacionamento para outro e muitas vezes mudam com o tempo e a experiência. Este perfil descreve e sugere; ele não faz nenhum diagnóstico.',
  ],
  sourceNote:
    'Os enunciados deste teste são do Mindprint e foram escritos para a autorreflexão. Este não é um instrumento clínico nem diagnóstico, não é terapia e não se destina a contratação ou seleção de pessoas. Os níveis são quintos fixos da faixa de respostas, e não comparações com normas populacionais. Se seus relacionamentos causam a você um sofrimento duradouro, considere conversar com um profissional qualificado, como um psicólogo ou psicoterapeuta.',
  scales: {
    intimacy: {
      name: 'Necessidade de intimidade',
      description: 'A necessidade de intimidade descreve o quanto você deseja proximidade com as pessoas que ama: compartilhar pensamentos e sentimentos, passar tempo junto e ouvir que você é importante para elas.',
      lowPole: 'Satisfaz-se com um contato mais leve, guarda os sentimentos para si',
      highPole: 'Busca proximidade, partilha e confirmação do afeto',
      levels: {
        1: {
          headline: 'Uma proximidade leve e ocasional basta para você.',
          interpretation: 'Você se sente bem com pouco contato e raramente procura palavras de carinho ou longas conversas pessoais. Talvez demonstre afeto mais com atitudes do que com palavras. Às vezes, as pessoas próximas podem desejar mais partilha do que você oferece naturalmente.',
        },
        2: {
          headline: 'Você gosta de proximidade em doses moderadas e tranquilas.',
          interpretation: 'Você valoriza as pessoas próximas, mas fica bem com relativamente pouco contato e guarda muitos sentimentos para si. Você compartilha quando isso parece útil, mais do que por hábito. A proximidade importa para você, e você gosta que ela continue leve.',
        },
        3: {
          headline: 'Você gosta de proximidade e também aprecia um contato mais leve.',
          interpretation: 'Você gosta de compartilhar e de passar tempo com as pessoas próximas, e também fica à vontade nos períodos mais calmos. Seu desejo de proximidade sobe e desce conforme o que está acontecendo na sua vida. Você consegue se entender tanto com quem quer mais contato quanto com quem quer menos.',
        },
        4: {
          headline: 'Proximidade e partilha são muito importantes para você.',
          interpretation: 'Você gosta de falar sobre seu dia, seus sentimentos e seus planos com as pessoas que ama. Palavras calorosas e pequenos gestos de carinho significam muito para você. Você costuma perceber rapidamente quando o contato fica mais escasso.',
        },
        5: {
          headline: 'Você deseja uma proximidade profunda e frequente, com confirmações de afeto.',
          interpretation: 'Estar perto das pessoas que você ama está no centro da sua vida. Você quer compartilhar muito, ver essas pessoas e ter notícias delas com frequência, e ouvir que elas se importam. Seu calor humano pode fazer as pessoas se sentirem muito amadas, e você pode sentir um vazio rapidamente quando os outros precisam de mais espaço.',
        },
      },
    },
    independence: {
      name: 'Necessidade de independência',
      description: 'A necessidade de independência descreve o quanto você deseja seu próprio espaço nos relacionamentos próximos: tempo a sós, interesses próprios, resolver as coisas por conta própria e manter uma certa distância.',
      lowPole: 'Prefere fazer as coisas junto, pede ajuda com facilidade',
      highPole: 'Precisa de espaço próprio, conta consigo',
      levels: {
        1: {
          headline: 'Você prefere fazer quase tudo junto com alguém.',
          interpretation: 'Você gosta de compartilhar decisões, planos e tempo livre com as pessoas próximas e pede ajuda com facilidade. Raramente você procura tempo a sós. Os outros podem se sentir muito incluídos por você, e você pode ficar um pouco sem rumo quando as pessoas próximas estão ocupadas.',
        },
        2: {
          headline: 'Você gosta de estar junto e precisa de só um pouco de espaço.',
          interpretation: 'Você gosta de fazer coisas com os outros e muitas vezes envolve as pessoas próximas nas suas escolhas. Você aprecia um pouco de tempo para si, mas isso raramente é uma prioridade. Parece natural para você se apoiar nos outros quando as coisas ficam difíceis.',
        },
        3: {
          headline: 'Você equilibra a convivência com um tempo só seu.',
          interpretation: 'Você gosta do tempo compartilhado e também valoriza seus próprios interesses e algum tempo a sós. Você resolve muitas coisas por conta própria e pede ajuda quando faz sentido. Sua necessidade de espaço muda conforme sua energia e sua situação.',
        },
        4: {
          headline: 'Seu espaço próprio e sua autonomia são importantes para você.',
          interpretation: 'Você precisa de um tempo só seu com regularidade e gosta de tentar resolver os problemas por conta própria primeiro. Você mantém hobbies, amizades ou rotinas próprias ao lado dos relacionamentos próximos. Às vezes, as pessoas próximas podem desejar que você as deixasse ajudar mais.',
        },
        5: {
          headline: 'Você valoriza muito o espaço, a privacidade e fazer as coisas do seu jeito.',
          interpretation: 'Liberdade e autonomia são centrais para você. Você prefere lidar com as dificuldades por conta própria, manter partes da sua vida em privado e ir com calma antes de deixar alguém se aproximar. Os outros podem interpretar sua necessidade de espaço como distância, mesmo quando você se importa muito com eles.',
        },
      },
    },
    security: {
      name: 'Força da segurança',
      description: 'A força da segurança descreve o quanto você se sente em paz nos relacionamentos próximos: o quanto confia que as pessoas próximas estarão presentes, com quanta tranquilidade vive o afeto que recebe e com que facilidade lida com conflitos e períodos de distância.',
      lowPole: 'Abala-se com facilidade, vive a proximidade em alerta',
      highPole: 'Tranquilo, confiante, à vontade com conflitos e distância',
      levels: {
        1: {
          headline: 'Para você, a proximidade muitas vezes vem acompanhada de preocupação.',
          interpretation: 'Talvez você se pergunte com frequência se as pessoas próximas realmente se importam, e silêncios, conflitos ou períodos de distância podem deixar você com inquietação. Você presta muita atenção a pequenos sinais nos seus relacionamentos. Essa vigilância consome energia, e ela pode diminuir com o tempo, a confiança e o apoio.',
        },
        2: {
          headline: 'Às vezes você sente segurança e, em outras, dúvida.',
          interpretation: 'Nos dias bons, você confia nas pessoas próximas, mas distância, conflitos ou sinais ambíguos podem despertar dúvidas rapidamente. Talvez você busque palavras que tranquilizem você ou se afaste um pouco para se proteger. Você é sensível ao clima de um relacionamento.',
        },
        3: {
          headline: 'Em geral você se sente em paz, com alguns momentos de dúvida.',
          interpretation: 'Em geral você confia nas pessoas próximas e consegue lidar com os altos e baixos comuns. Conflitos maiores ou silêncios longos ainda podem abalar você por um tempo. Muitas vezes você reencontra o equilíbrio conversando sobre as coisas.',
        },
        4: {
          headline: 'Nos relacionamentos próximos, você sente calma e confiança na maior parte do tempo.',
          interpretation: 'Você confia que as pessoas próximas estarão presentes e tem certeza do carinho delas. Você consegue discordar, passar um tempo longe e esperar uma resposta sem se preocupar muito. Essa calma muitas vezes ajuda os outros a se sentirem seguros com você também.',
        },
        5: {
          headline: 'Você sente uma segurança profunda com as pessoas próximas.',
          interpretation: 'Você tem muita certeza do amor e da aceitação das pessoas próximas, e confia que as pessoas próximas estarão presentes. Conflitos, períodos de distância e fases mais silenciosas raramente abalam você. Às vezes, você pode subestimar o quanto outras pessoas precisam de mais confirmações de afeto.',
        },
      },
    },
  },
  outcomes: {
    secure: {
      name: 'Seguro',
      summary: 'Você se sente à vontade na proximidade, confia nas pessoas que ama e lida com calma com conflitos e períodos de distância.',
      description: [
        'Suas respostas mostram um senso de segurança bastante forte, junto com um desejo de proximidade pelo menos tão grande quanto o seu desejo de espaço. Você tende a confiar que as pessoas próximas se importam com você e estarão presentes quando for importante. Compartilhar sentimentos e pedir apoio costuma ser natural para você.',
        'Como você se sente bastante em paz, desentendimentos e períodos de distância raramente parecem uma ameaça. Você consegue levantar um problema, ouvir o outro lado e seguir em frente. Isso dá uma base firme aos seus relacionamentos, e as pessoas muitas vezes se sentem seguras e aceitas com você.',
        'Um estilo seguro é uma tendência, não uma garantia. Estresse, perdas ou um relacionamento difícil podem abalar qualquer pessoa, e às vezes pode ser difícil para você entender quem se sente menos seguro do que você. Sua calma é um recurso que você pode compartilhar com essas pessoas.',
      ],
      lists: {
        strengths: [
          'Você consegue compartilhar seus sentimentos abertamente e também ouvir bem.',
          'Você consegue trazer um problema à tona sem medo de que o relacionamento acabe.',
          'Você dá às pessoas próximas confiança e espaço para serem quem são.',
          'Você costuma se recuperar rapidamente depois de uma briga.',
        ],
        watchOuts: [
          'Você pode esperar que os outros sintam a mesma calma que você e deixar de perceber as preocupações deles.',
          'Você pode considerar um relacionamento estável como garantido e investir menos nele com o tempo.',
          'Você pode resolver conflitos tão depressa que a outra pessoa ainda sinta que não foi ouvida.',
        ],
        recommendations: [
          'Quando alguém próximo parecer preocupado, pergunte o que ajudaria essa pessoa a se sentir mais segura, em vez de dizer que não há motivo para preocupação.',
          'Reserve tempo com regularidade para as pessoas que você ama, mesmo quando tudo parecer bem.',
          'Depois de um desentendimento, pergunte no dia seguinte como a outra pessoa está se sentindo a respeito.',
          'Use sua calma para ajudar amigos ou familiares a conversar sobre seus conflitos.',
        ],
      },
    },
    fearful: {
      name: 'Temeroso-evitativo',
      summary: 'Você valoriza a proximidade, mas age com cautela, muitas vezes mantendo certa distância para sentir segurança.',
      description: [
        'Suas respostas mostram um senso de segurança mais baixo, junto com um desejo de espaço maior do que o seu desejo de proximidade. Talvez você se importe profundamente com as pessoas da sua vida e, ao mesmo tempo, tenha dúvidas se pode contar com elas. Manter certa distância, resolver as coisas por conta própria ou guardar partes da sua vida para si pode parecer a escolha mais segura.',
        'Essa cautela pode nascer da experiência: se a proximidade já foi decepcionante ou dolorosa algumas vezes, faz sentido ter cuidado. Talvez você se aproxime das pessoas e depois recue, ou tenha dificuldade em dizer do que precisa. Os outros podem ver você como uma pessoa independente e forte, enquanto por dentro você às vezes sente um conflito interno.',
        'Sua cautela tem pontos fortes reais. Você percebe muita coisa, pensa antes de confiar, e os relacionamentos que você constrói costumam ser profundos e sinceros. Com tempo, pessoas confiáveis e pequenos passos, muitas pessoas descobrem que a proximidade fica mais fácil e menos arriscada.',
      ],
      lists: {
        strengths: [
          'Você é sensível ao clima e aos sinais de um relacionamento.',
          'Você pensa com cuidado antes de confiar, o que protege você de se precipitar.',
          'Você consegue se virar por conta própria quando é preciso.',
          'As pessoas a quem você permite se aproximar costumam encontrar em você lealdade e uma compreensão profunda.',
        ],
        watchOuts: [
          'Você pode se afastar justamente quando um relacionamento está ficando mais próximo.',
          'Você pode guardar suas necessidades para si, e assim os outros têm dificuldade em apoiar você.',
          'Você pode interpretar pequenos sinais como prova de que as pessoas vão decepcionar você.',
          'Preocupação e distância juntas podem deixar você com uma sensação de solidão.',
        ],
        recommendations: [
          'Escolha uma pessoa de confiança e compartilhe com ela algo pessoal e pequeno nesta semana.',
          'Quando sentir vontade de se afastar, diga à outra pessoa que precisa de um tempo e quando vai voltar a dar notícias.',
          'Anote o que a pessoa realmente disse ou fez antes de decidir o que isso significa.',
          'Observe quais pessoas e lugares ajudam você a se sentir em paz e passe mais tempo com elas e neles.',
          'Se mágoas antigas continuam moldando seus relacionamentos, considere conversar com um psicólogo ou psicoterapeuta.',
        ],
      },
    },
    preoccupied: {
      name: 'Preocupado',
      summary: 'Você se entrega com carinho à proximidade e talvez procure com frequência sinais de amor e de segurança.',
      description: [
        'Suas respostas mostram um senso de segurança mais baixo, junto com um desejo de proximidade pelo menos tão grande quanto o seu desejo de espaço. Os relacionamentos são muito importantes para você. Você oferece muito carinho e atenção e gosta de sentir com frequência a conexão com as pessoas que ama.',
        'Como o vínculo importa tanto, talvez você perceba cada mudança nele. Uma resposta demorada, uma noite mais quieta ou um desentendimento podem levantar rapidamente a dúvida se está tudo bem. Então talvez você procure palavras que tranquilizem você, pense muito no que foi dito ou se esforce bastante para agradar.',
        'Sua abertura e sua dedicação são dons verdadeiros: as pessoas próximas muitas vezes se sentem vistas e cuidadas. Aprender a acalmar suas próprias preocupações e a confiar no vínculo entre um contato e outro pode ajudar você a aproveitar seus relacionamentos com mais leveza.',
      ],
      lists: {
        strengths: [
          'Você demonstra carinho e afeto abertamente.',
          'Você presta muita atenção aos sentimentos das pessoas próximas.',
          'Você investe tempo e esforço para manter os relacionamentos vivos.',
          'Você tem abertura para falar de sentimentos e trabalhar nos problemas.',
        ],
        watchOuts: [
          'Você pode buscar palavras tranquilizadoras com tanta frequência que os outros se sintam pressionados.',
          'Você pode interpretar um breve silêncio como sinal de que algo está errado.',
          'Você pode deixar de lado suas próprias necessidades e interesses para manter as pessoas por perto.',
          'A preocupação depois de uma briga pode continuar com você muito tempo depois de tudo resolvido.',
        ],
        recommendations: [
          'Quando bater a preocupação, espere uma hora antes de mandar outra mensagem e, enquanto isso, faça algo de que você gosta.',
          'Mantenha uma lista curta de momentos em que as pessoas próximas mostraram que se importam com você e leia-a quando surgir a dúvida.',
          'Diga sua necessidade diretamente, por exemplo «Eu adoraria uma ligação rápida hoje à noite», em vez de dar indiretas.',
          'Dedique tempo com regularidade a um hobby ou a uma amizade só sua que traga alegria.',
          'Se a preocupação com os relacionamentos ocupa boa parte do seu dia, considere conversar com um psicólogo ou psicoterapeuta.',
        ],
      },
    },
    dismissing: {
      name: 'Evitativo-desapegado',
      summary: 'Você vive os relacionamentos com calma e autonomia e valoriza seu próprio espaço mais do que uma proximidade constante.',
      description: [
        'Suas respostas mostram um senso de segurança bastante forte, junto com um desejo de espaço maior do que o seu desejo de proximidade. Você tende a ficar à vontade na própria companhia, resolver os problemas por conta própria e manter uma distância confortável. Conflitos e períodos de distância raramente abalam você.',
        'Sua independência pode fazer de você uma presença estável e confiável, que dá aos outros espaço para viver a própria vida. Ao mesmo tempo, quem deseja mais proximidade pode às vezes sentir que é mantido à distância, ou ficar em dúvida sobre o quanto é importante para você, porque você compartilha sentimentos com menos frequência.',
        'Valorizar a independência é um ponto forte real. Pode ajudar lembrar que deixar as pessoas apoiarem você e conhecerem seu mundo interior também é uma forma de dar: isso mostra que elas são importantes. Pequenos passos rumo a compartilhar mais podem aprofundar seus relacionamentos e preservar a liberdade de que você precisa.',
      ],
      lists: {
        strengths: [
          'Você mantém a calma sob pressão e em conflitos.',
          'Você dá liberdade às pessoas próximas e respeita o espaço delas.',
          'Você é uma pessoa capaz e confiável quando algo precisa ser feito.',
          'Você tem uma vida própria rica, com seus próprios interesses.',
        ],
        watchOuts: [
          'Os outros podem se sentir excluídos quando você guarda seus sentimentos para si.',
          'Você pode enfrentar fases difíceis por conta própria por tempo demais antes de pedir apoio.',
          'Você pode ver o desejo de proximidade dos outros como excessivo e recuar.',
        ],
        recommendations: [
          'Uma vez por semana, conte a alguém próximo algo que tenha emocionado ou preocupado você.',
          'Pergunte às pessoas que você ama que tipo de contato as ajuda a se sentirem próximas e escolha uma coisa para oferecer.',
          'Quando precisar de espaço, diga isso com carinho e diga quando vai voltar, para que os outros se sintam incluídos, e não deixados de lado.',
          'Da próxima vez que enfrentar um problema, peça a opinião de uma pessoa antes de resolvê-lo por conta própria.',
        ],
      },
    },
  },
};
